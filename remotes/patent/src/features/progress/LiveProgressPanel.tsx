import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { PROGRESS_STAGES } from '@iprism/shared/contracts/progress';
import { useToast } from '@iprism/shared/shell';
import { useApplicationProgress } from '@iprism/shared/realtime';
import { visuallyHiddenSx } from '@iprism/shared/ui';
import { isClientPortalUser } from '../account/client-portal';
import { useSessionSnapshot } from '../account/use-session-snapshot';
import { useRetryApplication } from '../applications/use-application-changes';
import { StageRow } from './StageRow';
import { useNow } from './use-now';
import { useProgressSeed } from './use-progress-seed';
import { useStageStarts } from './use-stage-starts';

export interface LiveProgressPanelProps {
  applicationId: string;
}

/**
 * The six stages of one application, live (SPEC §1, §4): seeded from the stored snapshot, then moved by
 * every socket update through `useApplicationProgress`. If the snapshot fails, live updates still show.
 */
export function LiveProgressPanel({ applicationId }: LiveProgressPanelProps) {
  const seed = useProgressSeed(applicationId);
  const progress = useApplicationProgress(applicationId);
  const starts = useStageStarts(progress);
  const now = useNow(Object.keys(starts).length > 0);
  const retry = useRetry(applicationId);

  if (seed.status === 'loading') {
    return (
      <Box role="status" data-testid="live-progress-loading">
        <Box component="span" sx={visuallyHiddenSx}>
          Loading progress…
        </Box>
        {PROGRESS_STAGES.map((stage) => (
          <Skeleton key={stage} variant="rounded" height={28} sx={{ mb: 1.5 }} aria-hidden />
        ))}
      </Box>
    );
  }
  return (
    <Box data-testid="live-progress">
      {seed.status === 'error' && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="live-progress-error"
          action={
            <Button color="inherit" size="small" onClick={seed.retry}>
              Retry
            </Button>
          }
        >
          {`The stored progress could not be loaded (${seed.message}). Live updates still show here.`}
        </Alert>
      )}
      <Stack component="ol" spacing={2} aria-label="Stages" sx={{ m: 0, p: 0 }}>
        {PROGRESS_STAGES.map((stage) => {
          const start = starts[stage];
          return <StageRow key={stage} stage={stage} progress={progress[stage]} elapsedMs={start === undefined ? null : now - start} onRetry={retry.run} retrying={retry.busy} />;
        })}
      </Stack>
    </Box>
  );
}

/**
 * Re-runs the application from its first failed stage (the server decides which); the live updates then
 * move the bars. Client-portal users read only (SPEC §6), so they get no Retry.
 */
function useRetry(applicationId: string): { run?: () => void; busy: boolean } {
  const readOnly = isClientPortalUser(useSessionSnapshot().user);
  const toast = useToast();
  const retry = useRetryApplication(applicationId);
  const run = () =>
    retry.mutate(undefined, {
      onSuccess: () => toast.success('Retrying from the failed stage.'),
      onError: (err) => toast.error(`The retry could not start: ${apiErrorText(err)}`),
    });
  return readOnly ? { busy: retry.isPending } : { run, busy: retry.isPending };
}
