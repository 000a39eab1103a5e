import type { ProgressStage } from '@iprism/shared/contracts/progress';
import { STAGE_LABELS } from '@iprism/shared/realtime';

export { STAGE_LABELS, stageLabel } from '@iprism/shared/realtime';

/** The accessible name of a stage's progress bar ("Prior art progress"); e2e tests find bars by it. */
export const stageProgressLabel = (stage: ProgressStage): string => `${STAGE_LABELS[stage]} progress`;
