import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { litigationQueries } from '@iprism/shared/api/litigation-queries';
import type { InvalidityJob } from '@iprism/shared/contracts/litigation';

export type JobState = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; job: InvalidityJob };

/** How often a running search is read again: its progress moves every few hundred milliseconds. */
const POLL_MS = 1000;

/** The search `id` read from the server, read again every second while it runs (its live progress). */
export function useInvalidityJob(id: string | null): [JobState, (job: InvalidityJob) => void] {
  const queryClient = useQueryClient();
  const options = litigationQueries.invaliditySearch(id);
  const query = useQuery({ ...options, refetchInterval: ({ state }) => (state.status === 'success' && state.data?.status === 'running' ? POLL_MS : false) });
  const setJob = (job: InvalidityJob) => queryClient.setQueryData(options.queryKey, job);
  if (!id) return [{ status: 'idle' }, setJob];
  if (query.isError) return [{ status: 'error', message: apiErrorText(query.error) }, setJob];
  if (query.isPending) return [{ status: 'loading' }, setJob];
  return [{ status: 'ready', job: query.data }, setJob];
}
