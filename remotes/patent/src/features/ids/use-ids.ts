import { useQuery } from '@tanstack/react-query';
import { applicationQueries } from '@iprism/shared/api/applications-queries';
import { stageResultOf, stageResultPolling } from '../applications/stage-result';

/** How often a pending IDS analysis is asked for again, in case no live update arrives. */
export const IDS_POLL_MS = 20_000;

export function useIds(applicationId: string) {
  const query = useQuery({ ...applicationQueries.ids(applicationId), ...stageResultPolling(IDS_POLL_MS) });
  return stageResultOf(query);
}
