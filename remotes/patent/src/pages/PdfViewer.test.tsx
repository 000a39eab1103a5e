import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@iprism/shared/api/api-error';
import { getApplicationFile, getReport } from '@iprism/shared/api/applications';
import { openPdf } from '../features/pdf-viewer/pdf-engine';
import type { PdfDocument, PdfPage, PdfTextItem } from '../features/pdf-viewer/pdf-types';
import { REPORT } from '../testing/report-fixture';
import { renderRoute } from '../testing/render-route';
import PdfViewer from './PdfViewer';

jest.mock('@iprism/shared/api/applications', () => ({ ...jest.requireActual('@iprism/shared/api/applications'), getApplicationFile: jest.fn(), getReport: jest.fn() }));
// pdf.js needs a worker and a canvas, neither of which jsdom has: the engine is replaced by a fake document.
jest.mock('../features/pdf-viewer/pdf-engine', () => ({ openPdf: jest.fn() }));

const line = (str: string, y: number): PdfTextItem => ({ str, transform: [12, 0, 0, 12, 72, y], width: str.length * 6, height: 12 });
const PAGES: PdfTextItem[][] = Array.from({ length: 12 }, (_, i) => [line(`Page ${i + 1} heading`, 740)]);
PAGES[9] = [line('2. The wind turbine of claim 1, wherein', 700), line('the lever is hinged.', 686)];
PAGES[10] = [line('3. A method of controlling blade pitch.', 700)];

function fakeDoc(): PdfDocument {
  const page = (n: number): PdfPage => ({
    getViewport: ({ scale }) => ({ width: 612 * scale, height: 792 * scale, scale, transform: [scale, 0, 0, -scale, 0, 792 * scale] }),
    render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
    getTextContent: async () => ({ items: PAGES[n - 1] ?? [] }),
  });
  return { numPages: PAGES.length, getPage: async (n) => page(n), destroy: jest.fn(async () => undefined) };
}

/** Lets the page's asynchronous drawing finish inside act, before the test ends. */
const settle = () => act(async () => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const PDF_BYTES = new TextEncoder().encode('%PDF-1.7').buffer as ArrayBuffer;

describe('PdfViewer', () => {
  afterEach(() => jest.resetAllMocks());

  beforeEach(() => {
    // jsdom draws nothing; the page only needs a context to hand to the (fake) renderer.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({}) as CanvasRenderingContext2D);
    jest.mocked(openPdf).mockImplementation(async () => fakeDoc());
  });

  it('opens the page and finding from the URL, lists the page findings and highlights the excerpt', async () => {
    jest.mocked(getApplicationFile).mockResolvedValue({ data: PDF_BYTES, mediaType: 'application/pdf' });
    jest.mocked(getReport).mockResolvedValue(REPORT);
    renderRoute('/dashboard/patent/pdfviewer?applicationId=app_1&page=10&finding=f-1', <PdfViewer />);
    expect(await screen.findByRole('img', { name: 'Page 10 of 12' })).toBeInTheDocument();
    expect(getApplicationFile).toHaveBeenCalledWith('app_1', 'application', expect.any(AbortSignal));
    const findings = screen.getByTestId('pdf-findings');
    expect(within(findings).getByRole('heading', { name: 'Findings on page 10' })).toBeInTheDocument();
    expect(within(findings).getByTestId('pdf-finding')).toHaveTextContent('"the lever" has no antecedent basis.');
    expect(await screen.findByTestId('pdf-mark-selected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the report' })).toHaveAttribute('href', '/dashboard/patent/analytics?applicationId=app_1');
    await settle();
  });

  it('highlights a finding on a page read by OCR, where the scan has no text of its own', async () => {
    PAGES[9] = [];
    try {
      jest.mocked(getApplicationFile).mockResolvedValue({ data: PDF_BYTES, mediaType: 'application/pdf' });
      const lines = [
        { text: '2. The wind turbine of claim 1, wherein', x: 72, y: 80, width: 230, height: 11 },
        { text: 'the lever is hinged.', x: 72, y: 94, width: 110, height: 11 },
      ];
      jest.mocked(getReport).mockResolvedValue({ ...REPORT, document: { ...REPORT.document, ocrPages: [{ page: 10, reason: 'noTextLayer', confidence: 94, warning: null, lines }] } });
      renderRoute('/dashboard/patent/pdfviewer?applicationId=app_1&page=10&finding=f-1', <PdfViewer />);
      expect(await screen.findByTestId('report-ocr')).toHaveTextContent('OCR: page 10 had no usable text and was read from its scanned image (confidence 94 %)');
      const mark = await screen.findByTestId('pdf-mark-selected');
      // At the page's first zoom (100 % in jsdom), where the recogniser found the line.
      expect(mark).toHaveStyle({ left: '72px', top: '94px' });
      await settle();
    } finally {
      PAGES[9] = [line('2. The wind turbine of claim 1, wherein', 700), line('the lever is hinged.', 686)];
    }
  });

  it('moves between pages with the buttons and the page input, keeping the page in the URL', async () => {
    jest.mocked(getApplicationFile).mockResolvedValue({ data: PDF_BYTES, mediaType: 'application/pdf' });
    jest.mocked(getReport).mockResolvedValue(REPORT);
    renderRoute('/dashboard/patent/pdfviewer?applicationId=app_1', <PdfViewer />);
    await screen.findByRole('img', { name: 'Page 1 of 12' });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('img', { name: 'Page 2 of 12' })).toBeInTheDocument();
    expect(screen.getByTestId('location-search')).toHaveTextContent('page=2');
    const input = screen.getByRole('textbox', { name: 'Page number, 1 to 12' });
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByRole('img', { name: 'Page 12 of 12' })).toBeInTheDocument();
    await settle();
  });

  it('zooms in and out', async () => {
    jest.mocked(getApplicationFile).mockResolvedValue({ data: PDF_BYTES, mediaType: 'application/pdf' });
    jest.mocked(getReport).mockResolvedValue(REPORT);
    renderRoute('/dashboard/patent/pdfviewer?applicationId=app_1', <PdfViewer />);
    await screen.findByRole('img', { name: 'Page 1 of 12' });
    // jsdom has no layout, so "fit width" falls back to 100 %.
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('100 %');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('125 %');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('75 %');
    await settle();
  });

  it('searches all pages and jumps to a hit', async () => {
    jest.mocked(getApplicationFile).mockResolvedValue({ data: PDF_BYTES, mediaType: 'application/pdf' });
    jest.mocked(getReport).mockRejectedValue(new ApiError(409, 'REPORT_NOT_READY', 'Not yet'));
    renderRoute('/dashboard/patent/pdfviewer?applicationId=app_1', <PdfViewer />);
    await screen.findByRole('img', { name: 'Page 1 of 12' });
    expect(screen.getByTestId('pdf-findings')).toHaveTextContent('The findings show here once the report is ready.');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the document' }), { target: { value: 'blade pitch' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(await screen.findByTestId('pdf-search-count')).toHaveTextContent('1 match for “blade pitch”.');
    expect(await screen.findByRole('img', { name: 'Page 11 of 12' })).toBeInTheDocument();
    expect(await screen.findByTestId('pdf-mark-active')).toBeInTheDocument();
    expect(screen.getByTestId('pdf-search-hit')).toHaveTextContent('Page 11');
    await settle();
  });

  it('shows the extracted text for a document that is not a PDF', async () => {
    jest.mocked(getApplicationFile).mockResolvedValue({ data: new ArrayBuffer(2), mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    jest.mocked(getReport).mockResolvedValue(REPORT);
    renderRoute('/dashboard/patent/pdfviewer?applicationId=app_1', <PdfViewer />);
    expect(await screen.findByTestId('pdf-not-pdf')).toHaveTextContent('not as a PDF');
    expect(screen.getByRole('region', { name: 'Claims' })).toHaveTextContent('the lever is hinged');
    expect(openPdf).not.toHaveBeenCalled();
  });

  it('shows a load failure with a Retry, and an empty state without an id', async () => {
    jest.mocked(getApplicationFile).mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', 'Application not found'));
    jest.mocked(getReport).mockResolvedValue(REPORT);
    const view = renderRoute('/dashboard/patent/pdfviewer?applicationId=gone', <PdfViewer />);
    expect(await screen.findByTestId('pdf-load-error')).toHaveTextContent('Application not found');
    view.unmount();
    renderRoute('/dashboard/patent/pdfviewer', <PdfViewer />);
    expect(screen.getByText('No document selected')).toBeInTheDocument();
  });
});
