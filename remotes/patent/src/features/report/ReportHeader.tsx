import { Link as RouterLink } from '@iprism/shared/router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { Report } from '@iprism/shared/contracts/report';
import type { ReportExportFormat } from '@iprism/shared/contracts/patent-settings';
import { formatDateTime } from '../account/format-time';
import { pdfViewerPath } from '../applications/paths';
import { ExportButtons } from './ExportButtons';
import { OcrNotice } from './OcrNotice';
import { countOf } from '@iprism/shared/text';

const FORMAT_LABELS: Readonly<Record<Report['document']['format'], string>> = { pdf: 'PDF', docx: 'DOCX', text: 'Plain text', 'uspto-xml': 'USPTO XML' };

/** Title, the document it was made from, when, and the exports (the host's layout owns the page's h1). */
export function ReportHeader({ report, exportFormats }: { report: Report; exportFormats?: readonly ReportExportFormat[] }) {
  const { document } = report;
  const facts = [document.fileName, FORMAT_LABELS[document.format], document.pages ? countOf(document.pages, 'page') : null, document.documentNumber].filter(Boolean).join(' · ');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }} data-testid="report-header">
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {document.title || document.fileName}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="report-document">
          {facts}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="report-generated">
          {`Generated ${formatDateTime(report.generatedAt)}`}
        </Typography>
        {document.ocrPages && <OcrNotice pages={document.ocrPages} />}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, flexShrink: 0 }}>
        {document.format === 'pdf' && (
          <Button component={RouterLink} to={pdfViewerPath(report.applicationId)} startIcon={<PictureAsPdfOutlinedIcon />}>
            PDF viewer
          </Button>
        )}
        <ExportButtons applicationId={report.applicationId} formats={exportFormats} />
      </Stack>
    </Stack>
  );
}
