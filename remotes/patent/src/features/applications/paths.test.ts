import { pdfViewerPath, reportPath } from './paths';

describe('patent paths', () => {
  it('links to the report with the id encoded', () => {
    expect(reportPath('app 1')).toBe('/dashboard/patent/analytics?applicationId=app%201');
  });

  it('links to the viewer with page and finding when given', () => {
    expect(pdfViewerPath('app_1', 4, 'f-2')).toBe('/dashboard/patent/pdfviewer?applicationId=app_1&page=4&finding=f-2');
    expect(pdfViewerPath('app_1')).toBe('/dashboard/patent/pdfviewer?applicationId=app_1');
  });
});
