import { useEffect, useState } from 'react';
import { calculatePrice, isApiError, userMessage } from '@iprism/shared/api';
import type { BillingPeriod, PriceQuote } from '@iprism/shared/contracts';

export type QuoteState = { status: 'idle' | 'loading' } | { status: 'ready'; quote: PriceQuote } | { status: 'error'; message: string };

/** The server's price for a plan, seats and billing (POST /api/pricing/calculate), recomputed as they change. */
export function useQuote(planId: string | null, seats: number, billing: BillingPeriod, extraCredits = 0): QuoteState {
  const [state, setState] = useState<QuoteState>({ status: 'idle' });
  useEffect(() => {
    if (!planId || !Number.isInteger(seats) || seats < 1 || seats > 1000) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    // A short pause so typing a seat count asks once, not once per keystroke.
    const timer = setTimeout(() => {
      calculatePrice({ planId, seats, billing, ...(extraCredits > 0 ? { extraCredits } : {}) }, controller.signal).then(
        (quote) => !controller.signal.aborted && setState({ status: 'ready', quote }),
        (err: unknown) => !controller.signal.aborted && setState({ status: 'error', message: isApiError(err) ? userMessage(err) : 'The price could not be calculated.' }),
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [planId, seats, billing, extraCredits]);
  return state;
}
