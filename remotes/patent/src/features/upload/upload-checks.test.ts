import { acceptOf, formatBytes, looksAccepted, precheckFile, uploadPercent } from './upload-checks';

const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('looksAccepted', () => {
  it('takes the application formats by extension, case-insensitively', () => {
    for (const name of ['a.pdf', 'b.DOCX', 'c.txt', 'd.xml']) expect(looksAccepted(file(name), 'application')).toBe(true);
    expect(looksAccepted(file('a.csv'), 'application')).toBe(false);
    expect(looksAccepted(file('scan.png', 10, 'image/png'), 'application')).toBe(false);
  });

  it('takes the IDS formats', () => {
    for (const name of ['ids.pdf', 'ids.csv', 'ids.xml']) expect(looksAccepted(file(name), 'ids')).toBe(true);
    expect(looksAccepted(file('ids.docx'), 'ids')).toBe(false);
  });

  it('falls back to the media type without an extension', () => {
    expect(looksAccepted(file('APPLICATION', 10, 'application/pdf'), 'application')).toBe(true);
    expect(looksAccepted(file('APPLICATION', 10, ''), 'application')).toBe(false);
  });
});

describe('precheckFile', () => {
  it('passes a plausible file', () => {
    expect(precheckFile(file('spec.pdf', 2_000_000), 'application')).toBeNull();
  });

  it('uses the server message templates', () => {
    expect(precheckFile(file('photo.jpg'), 'application')).toBe('photo.jpg is not a PDF, DOCX, plain-text or USPTO XML document.');
    expect(precheckFile(file('ids.docx'), 'ids')).toBe('ids.docx is not a PDF, CSV or XML information disclosure statement.');
    expect(precheckFile(file('spec.pdf', 0), 'application')).toBe('spec.pdf is empty.');
  });
});

describe('formatBytes', () => {
  it('reads like a person would say it', () => {
    expect([formatBytes(1), formatBytes(820), formatBytes(1536), formatBytes(10 * 1024), formatBytes(12.4 * 1024 * 1024), formatBytes(3 * 1024 ** 3)]).toEqual([
      '1 byte',
      '820 bytes',
      '1.5 KB',
      '10 KB',
      '12 MB',
      '3 GB',
    ]);
  });
});

describe('uploadPercent and acceptOf', () => {
  it('rounds and clamps', () => {
    expect([uploadPercent(0, 0), uploadPercent(1, 3), uploadPercent(5, 4)]).toEqual([0, 33, 100]);
  });

  it('lists extensions and media types for the picker', () => {
    expect(acceptOf('ids').split(',')).toEqual(expect.arrayContaining(['.csv', 'text/csv', '.pdf']));
  });
});
