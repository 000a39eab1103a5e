import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminCard } from '../notifications/AdminCard';
import { CountryBars } from './CountryBars';
import { ImportHistory } from './ImportHistory';
import { vectorPercent } from './corpus-refresh';
import { useCorpusStatus } from './use-corpus-status';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value.toLocaleString('en-US')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** The admin home's "Patent corpus" panel: size, countries, CPC symbols, vectors and import history. */
export function CorpusPanel() {
  const { status, error, reload } = useCorpusStatus();
  let body;
  if (!status) {
    body = error ? (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={reload}>Retry</Button>} data-testid="corpus-error">
        {error}
      </Alert>
    ) : (
      <Skeleton variant="rectangular" height={160} data-testid="corpus-loading" />
    );
  } else {
    const { vectors } = status;
    const percent = vectorPercent(vectors);
    body = (
      <Stack spacing={3}>
        <Stack direction="row" spacing={4}>
          <Figure label="documents" value={status.documents} testId="corpus-documents" />
          <Figure label="CPC symbols in use" value={status.cpcSymbols} testId="corpus-cpc-symbols" />
        </Stack>
        {status.byCountry.length > 0 && (
          <Box>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              Documents by country
            </Typography>
            <CountryBars byCountry={status.byCountry} />
          </Box>
        )}
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Search vectors
          </Typography>
          <LinearProgress variant="determinate" value={percent} aria-label="Documents embedded for semantic search" sx={{ height: 8, borderRadius: 4 }} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="corpus-vectors">
            {vectors.embedded.toLocaleString('en-US')} embedded · {vectors.pending.toLocaleString('en-US')} pending
            {vectors.model && ` · ${vectors.model}`}
          </Typography>
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Import history
          </Typography>
          <ImportHistory imports={status.imports} />
        </Box>
      </Stack>
    );
  }
  return (
    <AdminCard title="Patent corpus" description="The documents prior-art search and CPC predictions draw on, and how they were imported." testId="corpus-panel">
      {body}
    </AdminCard>
  );
}
