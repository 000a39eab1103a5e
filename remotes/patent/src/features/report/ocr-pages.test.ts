import { ocrSummary, pageRanges } from './ocr-pages';

describe('OCR pages', () => {
  it('writes page numbers as ranges', () => {
    expect(pageRanges([5, 1, 2, 3])).toBe('1–3, 5');
    expect(pageRanges([4])).toBe('4');
    expect(pageRanges([])).toBe('');
  });

  it('sums up the pages read, their confidence, and the pages left unread', () => {
    expect(
      ocrSummary([
        { page: 1, reason: 'noTextLayer', confidence: 95, warning: null },
        { page: 2, reason: 'garbageTextLayer', confidence: 88, warning: null },
        { page: 3, reason: 'noTextLayer', confidence: null, warning: 'Not read: past the limit of 2 recognised pages per document.' },
      ]),
    ).toEqual({ read: '1–2', meanConfidence: 92, byPage: '1: 95 %, 2: 88 %', unread: [{ page: 3, warning: 'Not read: past the limit of 2 recognised pages per document.' }] });
    expect(ocrSummary([{ page: 7, reason: 'noTextLayer', confidence: null, warning: null }])).toEqual({ read: '', meanConfidence: null, byPage: '', unread: [{ page: 7, warning: 'Not read.' }] });
  });
});
