import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { OcrPage } from '@iprism/shared/contracts/report';
import { ocrSummary } from './ocr-pages';

/** Which pages of a scanned PDF were read by OCR, how confidently, and which could not be read. */
export function OcrNotice({ pages }: { pages: readonly OcrPage[] }) {
  if (pages.length === 0) return null;
  const { read, meanConfidence, byPage, unread } = ocrSummary(pages);
  const several = pages.filter((page) => page.confidence !== null).length > 1;
  return (
    <Alert severity={unread.length > 0 ? 'warning' : 'info'} data-testid="report-ocr">
      {read && (
        <Typography variant="body2">
          {several
            ? `OCR: pages ${read} had no usable text and were read from their scanned image (mean confidence ${meanConfidence} %; by page ${byPage}). Check findings on them against the image.`
            : `OCR: page ${read} had no usable text and was read from its scanned image (confidence ${meanConfidence} %). Check findings on it against the image.`}
        </Typography>
      )}
      {unread.map(({ page, warning }) => (
        <Typography key={page} variant="body2">{`Page ${page}: ${warning}`}</Typography>
      ))}
    </Alert>
  );
}
