import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { downloadIds, type IdsExportFormat } from '@iprism/shared/api/ids';
import { saveBlob } from '@iprism/shared/api/save-blob';
import type { IdsHeldCitation } from '@iprism/shared/contracts/ids';
import { useConfirm, useToast } from '@iprism/shared/shell';
import { includeHeldRequest } from './ids-labels';
import { countOf } from '@iprism/shared/text';

const FORMATS: readonly { format: IdsExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'json', label: 'JSON' },
  { format: 'pdf', label: 'SB/08 PDF' },
];

type Busy = IdsExportFormat | 'pdf-with-held' | null;

/**
 * Downloads the normalised IDS (with the token, saved from a Blob); a failure is toasted. The SB/08 PDF
 * leaves the held citations out; "SB/08 with held" puts them in after the host's confirmation names them.
 */
export function IdsDownloads({ applicationId, held }: { applicationId: string; held: readonly IdsHeldCitation[] }) {
  const toast = useToast();
  const { confirm } = useConfirm();
  const downloading = useMutation({
    mutationFn: ({ format, include }: { format: IdsExportFormat; include?: readonly string[] }) =>
      include ? downloadIds(applicationId, format, { include }) : downloadIds(applicationId, format),
    onSuccess: (file) => saveBlob(file.blob, file.fileName),
    onError: (err, { format }) => toast.error(`The IDS ${format.toUpperCase()} download failed: ${apiErrorText(err)}`),
  });
  const busy: Busy = downloading.isPending ? (downloading.variables.include ? 'pdf-with-held' : downloading.variables.format) : null;
  const save = (format: IdsExportFormat) => downloading.mutate({ format });
  const withHeld = async () => {
    const confirmed = await confirm({ ...includeHeldRequest(held), type: 'warning', confirmText: 'Export with them', cancelText: 'Cancel' });
    if (confirmed) downloading.mutate({ format: 'pdf', include: held.map((h) => h.ref) });
  };
  const icon = (b: Busy) => (busy === b ? <CircularProgress size={14} color="inherit" aria-hidden /> : <DownloadIcon />);
  return (
    <Stack direction="row" spacing={1} role="group" aria-label="Download the IDS" sx={{ flexWrap: 'wrap' }}>
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          size="small"
          variant={format === 'pdf' ? 'contained' : 'outlined'}
          onClick={() => save(format)}
          disabled={busy !== null}
          aria-busy={busy === format}
          title={format === 'pdf' && held.length ? `Without the ${countOf(held.length, 'held citation')}` : undefined}
          startIcon={icon(format)}
          data-testid={`ids-download-${format}`}
        >
          {label}
        </Button>
      ))}
      {held.length > 0 && (
        <Button size="small" variant="outlined" color="warning" onClick={() => void withHeld()} disabled={busy !== null} aria-busy={busy === 'pdf-with-held'} startIcon={icon('pdf-with-held')} data-testid="ids-download-pdf-with-held">
          SB/08 with held…
        </Button>
      )}
    </Stack>
  );
}
