import type { FastifyInstance } from 'fastify';
import { ptoSb08Pdf, type PtoSb08 } from '../fixtures/pto-sb08';
import { createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { fetchIds, pdfText, settled, uploadWithIds } from '../ids-uploads';
import type { TestCaller } from '../session-helper';

/**
 * One IDS, as an attorney would file it, in each form it can be uploaded in: U.S. patents and
 * publications from US08926509's references, foreign documents in the spellings of their offices, and
 * literature (US08926509's and a Lens search-report citation). Every citation must survive the upload
 * route, the three IDS stages and the SB/08 PDF, whichever the form.
 */
const US = [
  { citeNo: '1', number: 'US-4,313,443-A', date: '02-1982', name: 'Frosch et al.' },
  { citeNo: '2', number: 'US-5,124,128-A', date: '06-1992', name: 'Hildenbrand et al.' },
  { citeNo: '3', number: 'US-2005/0197680-A1', date: '09-2005', name: 'Delmain et al.' },
  { citeNo: '4', number: 'US 2006/0004303 A1', date: '01-2006', name: 'Weidenhaupt et al.' },
];
const FOREIGN = [
  { citeNo: '5', number: 'DE 10 2010 012 345 A1', date: '09-22-2011', name: 'Robert Bosch GmbH' },
  { citeNo: '6', number: 'DE 35 46 191 A1', date: '07-02-1987', name: 'Netzsch Maschinenfabrik' },
  { citeNo: '7', number: 'JP 2008-148514 A', date: '06-26-2008', name: 'Toyota Motor Corp' },
  { citeNo: '8', number: 'JP H10-123456 A', date: '05-12-1998', name: 'Hitachi Ltd' },
  { citeNo: '9', number: 'EP 0 680 812 A1', date: '11-08-1995', name: 'Boer Beheer Nijmegen BV' },
  { citeNo: '10', number: 'WO 2010/123456 A1', date: '10-28-2010', name: 'Siemens AG' },
  { citeNo: '11', number: 'CN 103724406 A', date: '04-16-2014', name: 'Inst Viral Disease Control' },
  { citeNo: '12', number: 'KR 10-2004-0032451', date: '04-2004', name: 'Samsung Electronics' },
  { citeNo: '13', number: 'GB 2 420 628 A', date: '05-2006', name: 'Secr Defence' },
  { citeNo: '14', number: 'FR 3 057 773 A1', date: '04-27-2018', name: 'Univ Claude Bernard Lyon' },
];
const NPL = [
  {
    citeNo: '15',
    text: 'MONTEMONT, G. et al., "Experimental Comparison of Discrete and CMOS Charge Sensitive Preamplifiers for CZT Radiation Detectors", IEEE Transactions on Nuclear Science, vol. 50, No. 4, 2002, p. 936-941.',
  },
  {
    citeNo: '16',
    text: 'HE Y. et al., "Antigenic and Immunogenic Characterization of Recombinant Baculovirus-Expressed Severe Acute Respiratory Syndrome Coronavirus Spike Protein", JOURNAL OF VIROLOGY, vol. 80, no. 12, 30 June 2006 (2006-06-30), pages 5757 - 5767',
  },
];
const IDS: PtoSb08 = { us: US, foreign: FOREIGN, npl: NPL };
const DOCDB = ['DE102010012345A1', 'DE3546191A1', 'JP2008148514A', 'JPH10123456A', 'EP0680812A1', 'WO2010123456A1', 'CN103724406A', 'KR20040032451', 'GB2420628A', 'FR3057773A1'];

const csvField = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A docketing export whose literature sits in a "Citation" column, not one named for literature. */
function idsCsv(): string {
  const rows = [['Cite No', 'Document Number', 'Publication Date', 'Name of Patentee or Applicant', 'Citation']];
  for (const r of [...US, ...FOREIGN]) rows.push([r.citeNo, r.number, r.date, r.name, '']);
  for (const r of NPL) rows.push([r.citeNo, '', '', '', r.text]);
  return `${rows.map((r) => r.map(csvField).join(',')).join('\n')}\n`;
}

/** SB/08 XML with a comment and literature written straight inside <citation> as well as in <text>. */
function idsXml(): string {
  const patent = (r: (typeof US)[number]) => `<citation cite-no="${r.citeNo}"><document-number>${esc(r.number)}</document-number><publication-date>${r.date}</publication-date><name>${esc(r.name)}</name></citation>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!-- exported from the docketing system -->',
    '<ids-sb08>',
    `<us-patent-documents>${US.map(patent).join('')}</us-patent-documents>`,
    `<foreign-patent-documents>${FOREIGN.map(patent).join('')}</foreign-patent-documents>`,
    '<non-patent-literature-documents>',
    `<citation cite-no="15">${esc(NPL[0]!.text)}</citation>`,
    `<citation cite-no="16"><text>${esc(NPL[1]!.text)}</text></citation>`,
    '</non-patent-literature-documents>',
    '</ids-sb08>',
  ].join('\n');
}

describe('an IDS with foreign numbers and literature, uploaded as SB/08 PDF, CSV and XML', () => {
  let app: FastifyInstance;
  let pro: TestCaller;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
    pro = await signedIn(app, await createUser(app, { licenseType: 'PilotLawFirmPro', credits: 50 }));
  }, 60_000);
  afterAll(() => app.close());

  it.each([
    ['sb08-pdf', async () => ({ filename: 'ids-sb08a.pdf', bytes: await ptoSb08Pdf(IDS), type: 'application/pdf' })],
    ['csv', async () => ({ filename: 'ids.csv', bytes: idsCsv(), type: 'text/csv' })],
    ['sb08-xml', async () => ({ filename: 'ids.xml', bytes: idsXml(), type: 'application/xml' })],
  ] as const)(
    '%s: keeps and counts the literature, reads every foreign number to DOCDB, and files them all on the SB/08',
    async (sourceFormat, file) => {
      const id = await uploadWithIds(pro, await file());
      const ids = await fetchIds(pro, id);
      expect(ids.analysis.sourceFormat).toBe(sourceFormat);
      expect(ids.analysis.counts).toMatchObject({ total: 16, usPatents: 2, usApplications: 2, foreign: 10, npl: 2, errors: 0 });
      expect(ids.classification.summary.npl).toBe(2);
      const message = (await settled(pro, id)).progress.stages.find((s) => s.stage === 'idsAnalysis')?.message;
      expect(message).toMatch(/^16 citations \(2 U\.S\. patents, 2 U\.S\. publications, 10 foreign, 2 NPL\)/);

      expect(ids.citations.filter((c) => c.type === 'foreign').map((c) => c.publicationNumber)).toEqual(DOCDB);
      const literature = ids.citations.filter((c) => c.type === 'npl');
      expect(literature.map((c) => [c.citeNo, c.npl?.text])).toEqual(NPL.map((n) => [n.citeNo, n.text]));
      expect(literature.map((c) => c.npl?.title)).toEqual([
        'Experimental Comparison of Discrete and CMOS Charge Sensitive Preamplifiers for CZT Radiation Detectors',
        'Antigenic and Immunogenic Characterization of Recombinant Baculovirus-Expressed Severe Acute Respiratory Syndrome Coronavirus Spike Protein',
      ]);
      expect(ids.held).toEqual([]);

      const pdf = await pdfText(pro, ids.downloads.pdf);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['x-ids-left-out']).toBeUndefined();
      const npl = pdf.text.slice(pdf.text.indexOf('NON PATENT LITERATURE DOCUMENTS'));
      expect(npl.replace(/\s+/g, ' ')).toContain('15 MONTEMONT, G. et al., "Experimental Comparison of Discrete and CMOS Charge Sensitive Preamplifiers');
      expect(npl.replace(/\s+/g, ' ')).toContain('16 HE Y. et al., "Antigenic and Immunogenic Characterization');
      expect(pdf.text).toMatch(/5 102010012345 DE A1 09-22-2011 Robert Bosch GmbH/);
      expect(pdf.text).toMatch(/8 H10123456 JP A 05-12-1998 Hitachi Ltd/);
      expect(pdf.text).toMatch(/10 2010123456 WO A1 10-28-2010 Siemens AG/);
    },
    120_000,
  );
});
