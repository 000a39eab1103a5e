import { useQuery } from '@tanstack/react-query';
import { commerceQueries } from '@iprism/shared/api/commerce-queries';
import type { Plan as ServerPlan } from '@iprism/shared/contracts/commerce';

const PRICES_FAILED_MESSAGE = 'Prices could not be loaded. Please reload the page.';

/** The catalogue from the server (the one source of prices): null while loading, an error message when it failed. */
export function useServerPlans(): { plans: ServerPlan[] | null; error: string | null } {
  const { data, isError } = useQuery(commerceQueries.plans());
  return { plans: data ?? null, error: isError ? PRICES_FAILED_MESSAGE : null };
}
