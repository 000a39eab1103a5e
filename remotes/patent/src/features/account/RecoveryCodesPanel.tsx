import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CopyButton } from './CopyButton';

export interface RecoveryCodesPanelProps {
  codes: readonly string[];
  onDone: () => void;
}

/** The recovery codes, shown once right after the second factor was turned on (the server keeps only hashes). */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  return (
    <Stack spacing={2} data-testid="recovery-codes">
      <Alert severity="warning">
        Save these recovery codes somewhere safe now: they will not be shown again. Each one signs you in once if you lose your authenticator app.
      </Alert>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{ listStyle: 'none', m: 0, p: 2, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, gap: 1 }}
      >
        {codes.map((code) => (
          <Box component="li" key={code} sx={{ fontFamily: 'monospace', fontSize: '1rem' }} data-testid="recovery-code">
            {code}
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <CopyButton text={codes.join('\n')} label="Copy codes" copiedMessage="Recovery codes copied." testId="copy-recovery-codes" />
        <Button variant="contained" onClick={onDone} data-testid="recovery-codes-done">
          I have saved them
        </Button>
      </Stack>
    </Stack>
  );
}
