import { applicationPageQueryString, applicationPath, fileNameFromDisposition } from './applications-query';

describe('applicationPageQueryString', () => {
  it('is empty when nothing is asked', () => {
    expect(applicationPageQueryString({})).toBe('');
  });

  it('sends every given field in a fixed order, trimming the search and dropping blanks', () => {
    expect(applicationPageQueryString({ to: '2026-03-31', q: '  turbine blade ', status: 'failed', page: 2, pageSize: 25, from: '2026-03-01' })).toBe(
      '?page=2&pageSize=25&q=turbine+blade&status=failed&from=2026-03-01&to=2026-03-31',
    );
    expect(applicationPageQueryString({ q: '   ', from: '', to: undefined })).toBe('');
  });

  it('encodes what the search contains', () => {
    expect(applicationPageQueryString({ q: 'a&b=c' })).toBe('?q=a%26b%3Dc');
  });
});

describe('applicationPath', () => {
  it('encodes the id and appends the sub-path', () => {
    expect(applicationPath('app/1')).toBe('/api/applications/app%2F1');
    expect(applicationPath('app_1', 'files/ids')).toBe('/api/applications/app_1/files/ids');
  });
});

describe('fileNameFromDisposition', () => {
  it('reads quoted, bare and RFC 5987 names', () => {
    expect(fileNameFromDisposition('attachment; filename="report-app_1.pdf"')).toBe('report-app_1.pdf');
    expect(fileNameFromDisposition('attachment; filename=report.json')).toBe('report.json');
    expect(fileNameFromDisposition(`attachment; filename="x.pdf"; filename*=UTF-8''Rapport%20%C3%A9t%C3%A9.pdf`)).toBe('Rapport été.pdf');
  });

  it('answers null without a name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });
});
