import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { commerceQueries } from '@iprism/shared/api/commerce-queries';

/** The sales figures; settling an invoice invalidates them (InvoicesTable). */
export function useSales() {
  const queryClient = useQueryClient();
  const { data, error } = useQuery(commerceQueries.adminSales());
  return {
    sales: data ?? null,
    error: error ? apiErrorText(error) : null,
    /** Starts over from the loading state. */
    retry: () => void queryClient.resetQueries({ queryKey: commerceQueries.adminSales().queryKey }),
  };
}
