import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError, userMessage } from '@iprism/shared/api/api-error';
import { commerceQueries } from '@iprism/shared/api/commerce-queries';
import type { BillingPeriod, PriceQuote, PriceRequest } from '@iprism/shared/contracts/commerce';
import { useDebouncedValue } from '@iprism/shared/ui';

export type QuoteState = { status: 'idle' | 'loading' } | { status: 'ready'; quote: PriceQuote } | { status: 'error'; message: string };

/** A short pause so typing a seat count asks once, not once per keystroke. */
const QUOTE_DEBOUNCE_MS = 250;

/** The server's price for a plan, seats and billing (POST /api/pricing/calculate), recomputed as they change. */
export function useQuote(planId: string | null, seats: number, billing: BillingPeriod, extraCredits = 0): QuoteState {
  const request = useMemo<PriceRequest | null>(
    () => (planId && Number.isInteger(seats) && seats >= 1 && seats <= 1000 ? { planId, seats, billing, ...(extraCredits > 0 ? { extraCredits } : {}) } : null),
    [planId, seats, billing, extraCredits],
  );
  const settled = useDebouncedValue(request, QUOTE_DEBOUNCE_MS);
  const quote = useQuery(commerceQueries.price(settled === request ? settled : null));
  if (request === null) return { status: 'idle' };
  if (settled !== request || quote.isPending) return { status: 'loading' };
  if (quote.isError) return { status: 'error', message: isApiError(quote.error) ? userMessage(quote.error) : 'The price could not be calculated.' };
  return { status: 'ready', quote: quote.data };
}
