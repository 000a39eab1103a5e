import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { downloadReport, type ReportExportFormat } from '@iprism/shared/api/applications';
import { saveBlob } from '@iprism/shared/api/save-blob';
import { REPORT_EXPORT_FORMATS } from '@iprism/shared/contracts/patent-settings';
import { REPORT_PDF_SECTIONS, type ReportPdfSection } from '@iprism/shared/contracts/report-pdf';
import { useToast } from '@iprism/shared/shell';
import { PdfSectionChooser } from './PdfSectionChooser';

const FORMATS: readonly { format: ReportExportFormat; label: string }[] = [
  { format: 'pdf', label: 'Export PDF' },
  { format: 'json', label: 'Export JSON' },
];

/**
 * Downloads the report in the formats the user chose in their settings (every format by default; PDF with the
 * sections chosen), with the token, saved from a Blob; a failure is toasted.
 */
export function ExportButtons({ applicationId, formats = REPORT_EXPORT_FORMATS }: { applicationId: string; formats?: readonly ReportExportFormat[] }) {
  const toast = useToast();
  const [sections, setSections] = useState<ReportPdfSection[]>([...REPORT_PDF_SECTIONS]);
  const exporting = useMutation({
    mutationFn: (format: ReportExportFormat) => downloadReport(applicationId, format, { sections }),
    onSuccess: (file) => saveBlob(file.blob, file.fileName),
    onError: (err, format) => toast.error(`The ${format.toUpperCase()} export failed: ${apiErrorText(err)}`),
  });
  const busy = exporting.isPending ? exporting.variables : null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {FORMATS.filter(({ format }) => formats.includes(format)).map(({ format, label }) => (
        <Button
          key={format}
          variant={format === 'pdf' ? 'contained' : 'outlined'}
          onClick={() => exporting.mutate(format)}
          disabled={busy !== null || (format === 'pdf' && sections.length === 0)}
          aria-busy={busy === format}
          startIcon={busy === format ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DownloadIcon />}
          data-testid={`export-${format}`}
        >
          {label}
        </Button>
      ))}
      <PdfSectionChooser chosen={sections} onChange={setSections} />
    </Stack>
  );
}
