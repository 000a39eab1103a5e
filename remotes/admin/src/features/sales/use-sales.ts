import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorText, commerceQueries } from '@iprism/shared/api';

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
