import type Stripe from 'stripe';
import type { PaymentEvent } from './provider';

const idOf = (v: string | { id: string } | null | undefined): string | null => (typeof v === 'string' ? v : (v?.id ?? null));

/** The subscription an invoice bills (its parent in current API versions, the top-level field before). */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}

/** The end of the period a subscription invoice pays for: its subscription line's period (the invoice's own period is the one just ended). */
function periodEndOfInvoice(invoice: Stripe.Invoice): Date | null {
  const ends = (invoice.lines?.data ?? []).map((l) => l.period?.end).filter((e): e is number => typeof e === 'number');
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}

/**
 * Reads a verified Stripe event in the product's terms (null for the events it does not act on).
 * Checkout Sessions pay or decline a checkout; a subscription's cycle invoices renew it or, unpaid, start
 * its grace; its deletion ends it. Stripe sends both `invoice.paid` and `invoice.payment_succeeded` for
 * one invoice, so a renewal's id is the invoice's: the two apply once. A failed attempt's id carries the
 * attempt, so each retry that fails is told once. The first invoice of a subscription is paid through its
 * Checkout Session and is not a renewal.
 */
export function readStripeEvent(event: Stripe.Event): PaymentEvent | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.payment_status === 'unpaid') return null; // paid later: async_payment_succeeded follows
      return { id: `stripe:${event.id}`, kind: 'paid', checkoutId: session.client_reference_id ?? null, providerRef: session.id, subscriptionRef: idOf(session.subscription) };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      return { id: `stripe:${event.id}`, kind: 'declined', checkoutId: session.client_reference_id ?? null, providerRef: session.id };
    }
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      const invoice = event.data.object;
      const subscriptionRef = subscriptionOfInvoice(invoice);
      if (!subscriptionRef || invoice.billing_reason !== 'subscription_cycle' || !invoice.id) return null;
      return { id: `stripe:invoice-paid:${invoice.id}`, kind: 'renewal-paid', subscriptionRef, invoiceRef: invoice.id, periodEnd: periodEndOfInvoice(invoice), amountCents: invoice.amount_paid };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionRef = subscriptionOfInvoice(invoice);
      if (!subscriptionRef || invoice.billing_reason !== 'subscription_cycle' || !invoice.id) return null;
      return { id: `stripe:invoice-failed:${invoice.id}:${invoice.attempt_count}`, kind: 'renewal-failed', subscriptionRef, invoiceRef: invoice.id, amountCents: invoice.amount_due };
    }
    case 'customer.subscription.deleted':
      return { id: `stripe:subscription-deleted:${event.data.object.id}`, kind: 'subscription-deleted', subscriptionRef: event.data.object.id };
    default:
      return null;
  }
}
