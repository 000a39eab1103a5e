import type { PaymentEvent, PaymentProvider } from './provider';
import { verifySignedEvent } from './signed-events';

/** The invoice provider's own event, signed with its webhook key (the demo card page sends these). */
export interface InvoiceEventBody {
  id: string;
  type: 'checkout.paid' | 'checkout.declined';
  data: { checkoutId: string };
}

/**
 * The default provider, with no external service: a checkout is an invoice the buyer downloads and pays
 * offline, applied when staff mark it paid in /admin/sales. In DEMO=1 the checkout's page is the demo
 * card page (/checkout/{id}), which completes or declines it through the signed webhook.
 */
export function createInvoiceProvider(opts: { webhookSecret: string; demo: boolean }): PaymentProvider {
  return {
    name: 'invoice',
    async createCheckout({ checkout }) {
      return { url: opts.demo ? `/checkout/${checkout.id}` : `/dashboard/subscription?invoice=${checkout.id}`, providerRef: null };
    },
    parseEvent(rawBody, signature): PaymentEvent | null {
      const event = verifySignedEvent<InvoiceEventBody>(rawBody, signature, opts.webhookSecret);
      if (event.type !== 'checkout.paid' && event.type !== 'checkout.declined') return null;
      return { id: `invoice:${event.id}`, kind: event.type === 'checkout.paid' ? 'paid' : 'declined', checkoutId: event.data?.checkoutId ?? null, providerRef: null };
    },
    async refund() {
      // An invoice was paid by transfer; its money goes back the same way, outside the product.
    },
    async updateSubscription() {
      // The product issues this provider's renewals itself, from the subscription as it stands.
    },
  };
}
