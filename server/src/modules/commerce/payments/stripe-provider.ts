import Stripe from 'stripe';
import type { PaymentEvent, PaymentProvider, ProviderCheckout } from './provider';
import { verifySignedEvent } from './signed-events';
import { readStripeEvent } from './stripe-events';

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
      return readStripeEvent(verifySignedEvent<Stripe.Event>(rawBody, signature, settings.webhookSecret));
    },
    async refund(checkout) {
      if (!checkout.providerRef) return;
      const session = await stripe.checkout.sessions.retrieve(checkout.providerRef);
      let intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      const subscription = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
      const invoice = typeof session.invoice === 'string' ? session.invoice : session.invoice?.id;
      if (!intent && invoice) {
        // A subscription's first payment belongs to its first invoice, not to the session.
        const payments = await stripe.invoicePayments.list({ invoice, limit: 1 });
        const paid = payments.data[0]?.payment.payment_intent;
        intent = typeof paid === 'string' ? paid : paid?.id;
      }
      // A refunded subscription ends now (the product ends its licence), so Stripe must not renew it.
      if (subscription) await stripe.subscriptions.cancel(subscription);
      if (intent) await stripe.refunds.create({ payment_intent: intent });
    },
    async updateSubscription(ref, change) {
      if ('cancelAtPeriodEnd' in change) {
        await stripe.subscriptions.update(ref, { cancel_at_period_end: change.cancelAtPeriodEnd });
        return;
      }
      // The upgrade or the extra seats were paid prorated through their own checkout: Stripe bills the new price from the next renewal on.
      const subscription = await stripe.subscriptions.retrieve(ref);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${ref} has no item`);
      const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
      await stripe.products.update(product, { name: change.planName });
      await stripe.subscriptions.update(ref, {
        proration_behavior: 'none',
        items: [{ id: item.id, quantity: change.seats, price_data: { currency: 'usd', product, unit_amount: change.planPriceCents, recurring: { interval: change.billing === 'annual' ? 'year' : 'month' } } }],
      });
    },
  };
}
