import { PDFDocument } from 'pdf-lib';
import type { Report } from '@iprism/shared/contracts';
import { buildReport } from '../../modules/analysis/build-report';
import { extractPdfInThread as extractPdf } from '../../../test/file-readers';
import { renderSb08Pdf } from '../../modules/ids/write-sb08-pdf';
import { renderReportPdf } from '../../modules/applications/report-export/report-pdf';
import { PdfWriter } from './pdf-writer';

const SAMPLES = ['α', 'β', 'µ', '≥', 'é', 'ß', '中', '日本', '한국'];
// NFKC: the font draws the micro sign (U+00B5) with the glyph of Greek mu, so a reader gives back U+03BC.
const text = async (bytes: Uint8Array) => (await extractPdf(bytes)).pages.join('\n').normalize('NFKC');
const nfkc = (s: string) => s.normalize('NFKC');

describe('generated PDFs print any script as written', () => {
  it('a page written with the Unicode fonts gives every sample back in its extracted text', async () => {
    const doc = await PDFDocument.create();
    const w = await PdfWriter.create(doc);
    w.text(`Greek α and β, micro µ, at least ≥ 2, café, Straße, 中文 名称, 日本, 한국`);
    w.text('Inventor: Müller 张伟', { bold: true });
    const extracted = await text(await doc.save());
    for (const sample of SAMPLES) expect(extracted).toContain(nfkc(sample));
    expect(extracted).toContain('张伟');
  });

  it('the report PDF keeps the title and claims as written, and its metadata title too', async () => {
    const report: Report = buildReport({
      applicationId: 'app_1',
      fileName: 'application.txt',
      document: { format: 'text', pages: ['Catalyst with α-alumina ≥ 5 µm for Straße café 中国\n\nWhat is claimed is:\n1. A catalyst comprising α-alumina particles of at least 5 µm.\n\nABSTRACT\nA catalyst.'], paginated: false, structured: null },
      now: new Date('2025-06-01T00:00:00Z'),
    });
    const bytes = await renderReportPdf({ report, priorArt: null, ids: { kind: 'none' } });
    expect((await PDFDocument.load(bytes)).getTitle()).toContain('α-alumina ≥ 5 µm');
    const extracted = await text(bytes);
    for (const sample of ['α-alumina', '≥', 'µm', 'Straße', 'café', '中国']) expect(extracted).toContain(nfkc(sample));
  }, 30_000);

  it('the SB/08 prints foreign patentees in their own script', async () => {
    const header = { applicationNumber: '14/123,456', filingDate: '2015-01-06', firstNamedInventor: 'Müller', artUnit: '3735', examinerName: '', attorneyDocketNumber: 'PRO-42', title: 'Sensor für β-Strahlung' };
    const bytes = await renderSb08Pdf({
      header,
      us: [],
      foreign: [{ citeNo: '1', documentNumber: '2006055530', country: 'JP', kind: 'A', date: '03-02-2006', name: '株式会社 日立製作所' }],
      npl: [{ citeNo: '2', text: 'Σ. Ødegård, "Détection of β rays", J. Phys. 12 (2001) 3–9' }],
    });
    const extracted = await text(bytes);
    for (const sample of ['Müller', 'β-Strahlung', '株式会社', '日立製作所', 'Ødegård', 'Détection']) expect(extracted).toContain(sample);
  }, 30_000);
});
