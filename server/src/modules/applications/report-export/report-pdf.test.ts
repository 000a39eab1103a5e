import { PDFDocument } from 'pdf-lib';
import type { Report } from '@iprism/shared/contracts';
import { buildReport } from '../../analysis/build-report';
import { patentEvalSets } from '../../analysis/test-data';
import { renderReportPdf } from './report-pdf';

describe('renderReportPdf', () => {
  it('renders a big report on several pages that pdf-lib loads back', async () => {
    const set = patentEvalSets()[0];
    const report: Report = buildReport({
      applicationId: 'app_1',
      fileName: 'application.txt',
      document: { format: 'text', pages: [`Synopsis delivery ≤ 5 s → 日本\n\nWhat is claimed is:\n${set?.claims}\n\nABSTRACT\n${set?.abstract}`], paginated: false, structured: null },
      now: new Date('2025-06-01T00:00:00Z'),
    });
    const bytes = await renderReportPdf({ report, priorArt: null, ids: { kind: 'none' } });
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBeGreaterThan(1);
    expect(loaded.getTitle()).toContain('Synopsis delivery ≤ 5 s → 日本');
  });

});
