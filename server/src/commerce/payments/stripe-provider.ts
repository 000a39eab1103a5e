import Stripe from 'stripe';
import type { PaymentEvent, PaymentProvider, ProviderCheckout } from './provider';
import { verifySignedEvent } from './signed-events';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** A local fake of Stripe's API in tests (http://127.0.0.1:port). */
  apiBase?: string;
}

function clientOf(settings: StripeSettings): Stripe {
  if (!settings.apiBase) return new Stripe(settings.secretKey, { maxNetworkRetries: 1, timeout: 20_000 });
  const base = new URL(settings.apiBase);
  return new Stripe(settings.secretKey, { host: base.hostname, port: Number(base.port), protocol: base.protocol === 'https:' ? 'https' : 'http', maxNetworkRetries: 0 });
}

/** Checkout Session parameters: a recurring per-seat price for subscriptions, one-off lines for the rest. */
export function sessionParams({ checkout, plan, buyerEmail, origin }: ProviderCheckout): Stripe.Checkout.SessionCreateParams {
  const back = `${origin}/dashboard/subscription?checkout=${checkout.id}`;
  const common = {
    client_reference_id: checkout.id,
    customer_email: buyerEmail,
    metadata: { checkoutId: checkout.id, invoiceNumber: checkout.invoiceNumber },
    success_url: `${back}&result=paid`,
    cancel_url: `${back}&result=cancelled`,
  };
  if (checkout.kind === 'subscription' && plan && checkout.billing && checkout.seats) {
    const annual = checkout.billing === 'annual';
    return {
      ...common,
      mode: 'subscription',
      line_items: [
        {
          quantity: checkout.seats,
          price_data: { currency: 'usd', unit_amount: annual ? plan.annualPriceCents : plan.monthlyPriceCents, recurring: { interval: annual ? 'year' : 'month' }, product_data: { name: plan.name } },
        },
      ],
    };
  }
  // Stripe takes no negative line (an upgrade's unused time): such a checkout is one line of its total.
  const lines = checkout.lines.some((l) => l.amountCents < 0) ? [{ label: `Invoice ${checkout.invoiceNumber}: ${checkout.lines[0]?.label ?? ''}`, amountCents: checkout.totalCents }] : checkout.lines;
  return {
    ...common,
    mode: 'payment',
    line_items: lines.map((l) => ({ quantity: 1, price_data: { currency: 'usd', unit_amount: l.amountCents, product_data: { name: l.label } } })),
  };
}

/** Stripe Checkout for subscriptions, seats and credit packs; events verified with Stripe's signature. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = clientOf(settings);
  return {
    name: 'stripe',
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(sessionParams(input));
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { url: session.url, providerRef: session.id };
    },
    parseEvent(rawBody, signature): PaymentEvent | null {
      const event = verifySignedEvent<Stripe.Event>(rawBody, signature, settings.webhookSecret);
      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
        const session = event.data.object;
        if (session.payment_status === 'unpaid') return null; // paid later: async_payment_succeeded follows
        return { id: `stripe:${event.id}`, kind: 'paid', checkoutId: session.client_reference_id ?? null, providerRef: session.id };
      }
      if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') {
        const session = event.data.object;
        return { id: `stripe:${event.id}`, kind: 'declined', checkoutId: session.client_reference_id ?? null, providerRef: session.id };
      }
      return null;
    },
    async refund(checkout) {
      if (!checkout.providerRef) return;
      const session = await stripe.checkout.sessions.retrieve(checkout.providerRef);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (intent) await stripe.refunds.create({ payment_intent: intent });
    },
  };
}
