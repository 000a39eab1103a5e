import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { downloadPriorArtCsv } from '@iprism/shared/api/prior-art';
import { saveBlob } from '@iprism/shared/api/save-blob';
import { MIN_RELEVANCE, type PriorArtResult } from '@iprism/shared/contracts/prior-art';
import { useToast } from '@iprism/shared/shell';
import { ARCHIVES_PATH, reportPath } from '../applications/paths';
import { ReportSection } from '../report/ReportSection';
import { isClientPortalUser } from '../account/client-portal';
import { useSessionSnapshot } from '../account/use-session-snapshot';
import { ClaimChartView } from './ClaimChartView';
import { PriorArtCutoff } from './PriorArtCutoff';
import { CorpusLoadingNotice } from './CorpusLoading';
import { CpcPredictions } from './CpcPredictions';
import { ReferencesTable } from './ReferencesTable';
import { usePriorArt } from './use-prior-art';
import { countOf } from '@iprism/shared/text';

const EMPTY_MESSAGES: Record<Exclude<PriorArtResult['status'], 'completed'>, string> = {
  'no-corpus': 'No patent corpus has been imported, so nothing was searched. An administrator imports one with pnpm corpus:import.',
  'no-claims': 'The document has no claims or abstract to search with.',
};

/** One application's prior art: references, claim chart, CPC prediction, CSV export. */
export function ApplicationPriorArt({ applicationId }: { applicationId: string }) {
  const state = usePriorArt(applicationId);
  if (state.status === 'loading') return <Skeleton variant="rounded" height={240} data-testid="prior-art-loading" />;
  if (state.status === 'pending') {
    return (
      <Alert severity="info" data-testid="prior-art-pending">
        {state.message} Results appear here when the prior-art stage finishes.
      </Alert>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          state.notFound ? (
            <Button component={RouterLink} to={ARCHIVES_PATH} color="inherit" size="small">
              Archives
            </Button>
          ) : (
            <Button color="inherit" size="small" onClick={state.retry}>
              Retry
            </Button>
          )
        }
      >
        {state.message}
      </Alert>
    );
  }
  return <PriorArtView result={state.data} />;
}

function PriorArtView({ result }: { result: PriorArtResult }) {
  const readOnly = isClientPortalUser(useSessionSnapshot().user);
  const uncut = result.cutoffDate === null;
  return (
    <Stack spacing={3} data-testid="prior-art-result">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip label={`${countOf(result.corpusSize, 'document')} searched`} />
        {uncut && result.status === 'completed' && <Chip label="Not cut off" color="warning" variant="outlined" />}
        <Chip label={result.mode === 'fused' ? 'Full text + semantic' : 'Full text'} variant="outlined" />
        <Button component={RouterLink} to={reportPath(result.applicationId)} size="small">
          Open the report
        </Button>
        <CsvButton applicationId={result.applicationId} disabled={result.references.length === 0} />
      </Stack>
      <PriorArtCutoff result={result} readOnly={readOnly} />
      {result.status !== 'completed' ? (
        <Alert severity="info" data-testid="prior-art-empty">
          {EMPTY_MESSAGES[result.status]}
        </Alert>
      ) : (
        <>
          <ReportSection title={`References (${result.references.length})${uncut ? ' — not cut off by date' : ''}`} testId="prior-art-references">
            {result.references.length ? <ReferencesTable references={result.references} /> : <Typography color="text.secondary">No document in the corpus discloses at least {Math.round(MIN_RELEVANCE * 100)} % of a claim within the application's field before the cutoff date.</Typography>}
          </ReportSection>
          <ReportSection title="Claim chart" testId="prior-art-chart">
            <ClaimChartView charts={result.claimCharts} />
          </ReportSection>
          <ReportSection title="Predicted CPC subclasses" testId="prior-art-cpc">
            <CorpusLoadingNotice />
            <CpcPredictions predictions={result.cpcPredictions} />
          </ReportSection>
        </>
      )}
    </Stack>
  );
}

function CsvButton({ applicationId, disabled }: { applicationId: string; disabled: boolean }) {
  const toast = useToast();
  const exporting = useMutation({
    mutationFn: () => downloadPriorArtCsv(applicationId),
    onSuccess: (file) => saveBlob(file.blob, file.fileName),
    onError: (err) => toast.error(`The CSV export failed: ${apiErrorText(err)}`),
  });
  const busy = exporting.isPending;
  return (
    <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={() => exporting.mutate()} disabled={disabled || busy} data-testid="prior-art-csv">
      Export CSV
    </Button>
  );
}
