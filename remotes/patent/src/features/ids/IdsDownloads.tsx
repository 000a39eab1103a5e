import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadIds, type IdsExportFormat } from '@iprism/shared/api';
import { useToast } from '@iprism/shared/shell';
import { loadErrorMessage } from '../account/api-errors';
import { saveBlob } from '../report/save-blob';

const FORMATS: readonly { format: IdsExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'json', label: 'JSON' },
  { format: 'pdf', label: 'SB/08 PDF' },
];

/** Downloads the normalised IDS (with the token, saved from a Blob); a failure is toasted. */
export function IdsDownloads({ applicationId }: { applicationId: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState<IdsExportFormat | null>(null);
  const save = async (format: IdsExportFormat) => {
    setBusy(format);
    try {
      const file = await downloadIds(applicationId, format);
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      toast.error(`The IDS ${format.toUpperCase()} download failed: ${loadErrorMessage(err)}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack direction="row" spacing={1} role="group" aria-label="Download the IDS">
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          size="small"
          variant={format === 'pdf' ? 'contained' : 'outlined'}
          onClick={() => void save(format)}
          disabled={busy !== null}
          aria-busy={busy === format}
          startIcon={busy === format ? <CircularProgress size={14} color="inherit" aria-hidden /> : <DownloadIcon />}
          data-testid={`ids-download-${format}`}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
