import type { CheckoutRecord } from '../repositories/checkouts';
import type { Plan } from '@iprism/shared/contracts';

/** What a provider needs to take a payment for one checkout. */
export interface ProviderCheckout {
  checkout: CheckoutRecord;
  /** The plan of a subscription checkout (its recurring price). */
  plan: Plan | null;
  buyerEmail: string;
  /** The site's origin, for the provider's return links. */
  origin: string;
}

/** A verified webhook event in the product's terms: a checkout was paid or declined. */
export interface CheckoutEvent {
  id: string;
  kind: 'paid' | 'declined';
  checkoutId: string | null;
  /** The provider's own reference (Stripe's Checkout Session id) when the event names no checkout id. */
  providerRef: string | null;
  /** The provider's recurring subscription a paid subscription checkout started (Stripe's subscription id). */
  subscriptionRef?: string | null;
}

/**
 * A provider-run subscription's billing: a renewal paid for the period ending at `periodEnd`, a renewal
 * whose payment failed, or the subscription deleted at the provider. `invoiceRef` is the provider's
 * invoice, `amountCents` what it took.
 */
export type SubscriptionBillingEvent =
  | { id: string; kind: 'renewal-paid'; subscriptionRef: string; invoiceRef: string; periodEnd: Date | null; amountCents: number }
  | { id: string; kind: 'renewal-failed'; subscriptionRef: string; invoiceRef: string; amountCents: number }
  | { id: string; kind: 'subscription-deleted'; subscriptionRef: string };

export type PaymentEvent = CheckoutEvent | SubscriptionBillingEvent;

export const isCheckoutEvent = (e: PaymentEvent): e is CheckoutEvent => e.kind === 'paid' || e.kind === 'declined';

/** What a change made in the product means for the provider's own subscription (its next renewals). */
export type SubscriptionChange = { cancelAtPeriodEnd: boolean } | { planPriceCents: number; planName: string; billing: 'monthly' | 'annual'; seats: number };

/**
 * One interface, two providers: Stripe (Checkout Sessions, signed webhooks) and invoices (no external
 * service; paid by bank transfer and marked paid by staff, or through the demo card page in DEMO=1).
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'invoice';
  /** Opens the provider's side of a checkout; a throw is a provider failure (502). */
  createCheckout(input: ProviderCheckout): Promise<{ url: string; providerRef: string | null }>;
  /** Verifies a webhook delivery's signature (throws a 400 when it fails) and reads it; null for events the product does not act on. */
  parseEvent(rawBody: string, signature: string | undefined): PaymentEvent | null;
  /** Returns the money of a paid checkout (the invoice provider has none to return: that is done offline). */
  refund(checkout: CheckoutRecord): Promise<void>;
  /**
   * Carries a cancel, resume, upgrade or seat change over to the provider's subscription (`ref`), so that
   * it renews as the product shows; nothing for the invoice provider, whose renewals the product issues.
   */
  updateSubscription(ref: string, change: SubscriptionChange): Promise<void>;
}

export const SIGNATURE_HEADER = 'stripe-signature';
