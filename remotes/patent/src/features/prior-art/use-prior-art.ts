import { getPriorArt } from '@iprism/shared/api';
import type { PriorArtResult } from '@iprism/shared/contracts';
import { useStageResult, type StageResultControls, type StageResultState } from '../applications/use-stage-result';

/** A pending result is asked for again this often, in case no live update arrives. */
export const PRIOR_ART_POLL_MS = 15_000;

export function usePriorArt(applicationId: string): StageResultState<PriorArtResult> & StageResultControls {
  return useStageResult(applicationId, getPriorArt, PRIOR_ART_POLL_MS);
}
