import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { supportQueries } from '@iprism/shared/api/workspace-queries';

/** Every user's tickets (only those waiting, unless `all`); reload() tries again after a failure. */
export function useSupportTickets(all: boolean) {
  const { data, error, refetch } = useQuery(supportQueries.admin(all ? null : 'open'));
  return { tickets: data ?? null, error: error ? apiErrorText(error) : null, reload: () => void refetch() };
}
