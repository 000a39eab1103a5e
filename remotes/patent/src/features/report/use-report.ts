import { useQuery } from '@tanstack/react-query';
import { applicationQueries } from '@iprism/shared/api/applications-queries';
import { stageResultOf, stageResultPolling } from '../applications/stage-result';

/** How often a pending report is asked for again, in case no live update arrives (socket down). */
export const REPORT_POLL_MS = 20_000;

export function useReport(applicationId: string) {
  const query = useQuery({ ...applicationQueries.report(applicationId), ...stageResultPolling(REPORT_POLL_MS) });
  return { ...stageResultOf(query), retry: () => void query.refetch() };
}
