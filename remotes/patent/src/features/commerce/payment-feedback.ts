import { isApiError, userMessage } from '@iprism/shared/api/api-error';
import { toast } from '@iprism/shared/shell';

/**
 * A failed payment call as a toast: SPEC §8's 'A payment is already in progress.' (409) and
 * 'Payment processing error. Contact support if issues persist.' (502) come from the server's answer;
 * anything else shows its own message.
 */
export function toastPaymentError(err: unknown): void {
  toast.error(isApiError(err) ? userMessage(err) : 'Payment processing error. Contact support if issues persist.');
}

/** Where a checkout answer sends the buyer: the provider's page (Stripe, the demo card page) or the invoice. */
export function goToCheckout(url: string, win: Pick<Window, 'location'> = window): void {
  win.location.assign(url);
}

/** The toast for the return from a payment page (?result=paid|declined|cancelled|error), or null. */
export function checkoutResultMessage(result: string | null): { level: 'success' | 'error' | 'info'; message: string } | null {
  switch (result) {
    case 'paid':
      return { level: 'success', message: 'Payment received. Your purchase has been applied.' };
    case 'declined':
      return { level: 'error', message: 'The card was declined. Nothing was charged.' };
    case 'cancelled':
      return { level: 'info', message: 'Checkout cancelled. Nothing was charged.' };
    case 'error':
      return { level: 'error', message: 'Payment processing error. Contact support if issues persist.' };
    default:
      return null;
  }
}
