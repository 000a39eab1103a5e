import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { StageSummary } from '@iprism/shared/contracts/applications';
import { stageLabel } from '../progress/stage-labels';
import { STAGE_STATE_LABELS, type StageState } from '../progress/stage-state';
import { stageStates } from './stage-dots';

/** Palette keys per state: the dots follow the theme; the shape differs too, for readers who cannot tell colours apart. */
const DOT_STYLE: Readonly<Record<StageState, { bgcolor: string; borderColor: string }>> = {
  waiting: { bgcolor: 'transparent', borderColor: 'text.disabled' },
  running: { bgcolor: 'info.main', borderColor: 'info.main' },
  done: { bgcolor: 'success.main', borderColor: 'success.main' },
  failed: { bgcolor: 'error.main', borderColor: 'error.main' },
};

/** The six stages as dots, each named in text for screen readers and in a tooltip for the pointer. */
export function StageDots({ stages }: { stages: readonly StageSummary[] }) {
  const states = stageStates(stages);
  return (
    <Stack component="ul" direction="row" spacing={0.75} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Stages" data-testid="stage-dots">
      {states.map(({ stage, state }) => {
        const label = `${stageLabel(stage)}: ${STAGE_STATE_LABELS[state]}`;
        return (
          <Tooltip key={stage} title={label}>
            <Box component="li" aria-label={label} data-state={state} sx={{ width: 12, height: 12, borderRadius: state === 'failed' ? 0.5 : '50%', border: 2, ...DOT_STYLE[state] }} />
          </Tooltip>
        );
      })}
    </Stack>
  );
}
