import { render, screen } from '@testing-library/react';
import { OcrNotice } from './OcrNotice';

describe('OcrNotice', () => {
  it('names the pages read by OCR with their confidence, and the pages left unread', () => {
    render(
      <OcrNotice
        pages={[
          { page: 1, reason: 'noTextLayer', confidence: 95, warning: null },
          { page: 2, reason: 'garbageTextLayer', confidence: 89, warning: null },
          { page: 3, reason: 'noTextLayer', confidence: null, warning: 'Not read: past the limit of 2 recognised pages per document.' },
        ]}
      />,
    );
    const notice = screen.getByTestId('report-ocr');
    expect(notice).toHaveTextContent('OCR: pages 1–2 had no usable text and were read from their scanned image (mean confidence 92 %; by page 1: 95 %, 2: 89 %)');
    expect(notice).toHaveTextContent('Page 3: Not read: past the limit of 2 recognised pages per document.');
  });

  it('shows nothing for a document without OCR pages', () => {
    const { container } = render(<OcrNotice pages={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
