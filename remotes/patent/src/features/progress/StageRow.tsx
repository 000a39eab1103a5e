import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress, { type LinearProgressProps } from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_ERROR_TYPE, type ProgressStage } from '@iprism/shared/contracts/progress';
import type { StageProgress } from '@iprism/shared/realtime';
import { formatElapsed } from './elapsed';
import { stageLabel, stageProgressLabel } from './stage-labels';
import { STAGE_STATE_LABELS, percentOf, stageStateOf, type StageState } from './stage-state';
import { StageTaskList } from './StageTaskList';

const CHIP_COLORS: Record<StageState, ChipProps['color']> = { waiting: 'default', running: 'info', done: 'success', failed: 'error' };
const BAR_COLORS: Record<StageState, LinearProgressProps['color']> = { waiting: 'primary', running: 'primary', done: 'success', failed: 'error' };

export interface StageRowProps {
  stage: ProgressStage;
  progress: StageProgress;
  /** Milliseconds this stage has been running, when it is. */
  elapsedMs: number | null;
  /** Offered on a failed stage to those who may re-run the application. */
  onRetry?: () => void;
  retrying?: boolean;
}

/** One stage: name, state, determinate bar with its percentage, message or error, elapsed time, tasks. */
export function StageRow({ stage, progress, elapsedMs, onRetry, retrying = false }: StageRowProps) {
  const nameId = useId();
  const state = stageStateOf(progress);
  const percent = percentOf(progress.global.progress);
  const { message, errorMessage, errorType } = progress.global;
  return (
    <Box component="li" aria-labelledby={nameId} data-testid={`stage-${stage}`} data-state={state} sx={{ listStyle: 'none' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1, mb: 0.5 }}>
        <Typography id={nameId} variant="subtitle2" component="h3">
          {stageLabel(stage)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
          {state === 'running' && elapsedMs !== null && (
            <Typography variant="caption" color="text.secondary" data-testid="stage-elapsed">
              {`Running for ${formatElapsed(elapsedMs)}`}
            </Typography>
          )}
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: '3.5em', textAlign: 'right' }} data-testid="stage-percent">
            {`${percent} %`}
          </Typography>
          <Chip size="small" variant={state === 'waiting' ? 'outlined' : 'filled'} color={CHIP_COLORS[state]} label={STAGE_STATE_LABELS[state]} data-testid="stage-state" />
        </Stack>
      </Stack>
      <LinearProgress variant="determinate" value={percent} color={BAR_COLORS[state]} aria-label={stageProgressLabel(stage)} sx={{ height: 8, borderRadius: 4 }} />
      {state === 'failed' ? (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          data-testid="stage-error"
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry} disabled={retrying} aria-label={`Retry ${stageLabel(stage)}`} data-testid="stage-retry">
                Retry
              </Button>
            )
          }
        >
          {errorMessage || message || 'This stage failed.'}
          <Typography component="span" variant="caption" sx={{ display: 'block', fontFamily: 'monospace' }} data-testid="stage-error-type">
            {`Error type: ${errorType ?? DEFAULT_ERROR_TYPE}`}
          </Typography>
        </Alert>
      ) : (
        message && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid="stage-message">
            {message}
          </Typography>
        )
      )}
      <StageTaskList stage={stage} progress={progress} />
    </Box>
  );
}
