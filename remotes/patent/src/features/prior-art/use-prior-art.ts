import { useQuery } from '@tanstack/react-query';
import { applicationQueries } from '@iprism/shared/api/applications-queries';
import { stageResultOf, stageResultPolling } from '../applications/stage-result';

/** A pending result is asked for again this often, in case no live update arrives. */
export const PRIOR_ART_POLL_MS = 15_000;

export function usePriorArt(applicationId: string) {
  const query = useQuery({ ...applicationQueries.priorArt(applicationId), ...stageResultPolling(PRIOR_ART_POLL_MS) });
  return { ...stageResultOf(query), retry: () => void query.refetch() };
}
