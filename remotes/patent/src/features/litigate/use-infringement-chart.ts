import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { litigationQueries } from '@iprism/shared/api/litigation-queries';
import type { InfringementChart } from '@iprism/shared/contracts/litigation';

export type ChartState = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; chart: InfringementChart };

/** The infringement chart `id` read from the server (charted when it was made: nothing to poll). */
export function useInfringementChart(id: string | null): [ChartState, (chart: InfringementChart) => void] {
  const queryClient = useQueryClient();
  const options = litigationQueries.infringementChart(id);
  const query = useQuery(options);
  const setChart = (chart: InfringementChart) => queryClient.setQueryData(options.queryKey, chart);
  if (!id) return [{ status: 'idle' }, setChart];
  if (query.isError) return [{ status: 'error', message: apiErrorText(query.error) }, setChart];
  if (query.isPending) return [{ status: 'loading' }, setChart];
  return [{ status: 'ready', chart: query.data }, setChart];
}
