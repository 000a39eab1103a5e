import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBytes, uploadPercent } from './upload-checks';

export interface UploadProgressProps {
  loaded: number;
  total: number;
  onCancel: () => void;
}

/** The determinate bar while the files go up: percent and bytes sent of the total. */
export function UploadProgress({ loaded, total, onCancel }: UploadProgressProps) {
  const percent = uploadPercent(loaded, total);
  return (
    <Box data-testid="upload-progress">
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="body2" aria-live="polite" data-testid="upload-bytes" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {`Uploading… ${formatBytes(loaded)} of ${formatBytes(total)} (${percent} %)`}
        </Typography>
        <Button size="small" onClick={onCancel}>
          Cancel upload
        </Button>
      </Stack>
      <LinearProgress variant="determinate" value={percent} aria-label="Upload progress of the files" sx={{ height: 8, borderRadius: 4 }} />
    </Box>
  );
}
