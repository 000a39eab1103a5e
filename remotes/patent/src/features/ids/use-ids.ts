import { getIds } from '@iprism/shared/api';
import type { IdsResponse } from '@iprism/shared/contracts';
import { useStageResult, type StageResultControls, type StageResultReplace, type StageResultState } from '../applications/use-stage-result';

/** How often a pending IDS analysis is asked for again, in case no live update arrives. */
export const IDS_POLL_MS = 20_000;

export function useIds(applicationId: string): StageResultState<IdsResponse> & StageResultControls & StageResultReplace<IdsResponse> {
  return useStageResult(applicationId, getIds, IDS_POLL_MS);
}
