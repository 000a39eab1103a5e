import { randomBytes } from 'node:crypto';
import { PAYMENT_IN_PROGRESS_MESSAGE, type CheckoutResponse, type Plan, type PriceQuote } from '@iprism/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../platform/config/config';
import type { Db } from '../../../platform/db/db';
import { findSubscription } from '../repositories/subscriptions';
import { findPlan } from '../repositories/plans';
import { findCheckout, findCheckoutByProviderRef, findOpenCheckoutOfBuyer, insertCheckout, recordPaymentEvent, setCheckoutProviderRef, setCheckoutStatus, type CheckoutKind, type CheckoutRecord } from '../repositories/checkouts';
import type { LicenseOwner } from '../repositories/licenses';
import { appError, AppError } from '../../../platform/lib/errors';
import { fulfilCheckout, notifyBuyer } from './fulfil';
import { auditActionOfCheckout, recordPaymentAudit } from './payment-audit';
import { createInvoiceProvider } from './invoice-provider';
import { isCheckoutEvent, type CheckoutEvent, type PaymentEvent, type PaymentProvider } from './provider';
import { applySubscriptionBilling } from './subscription-billing';
import { createStripeProvider } from './stripe-provider';

export const paymentInProgress = (): AppError => appError('CONFLICT', PAYMENT_IN_PROGRESS_MESSAGE);
export const providerFailure = (): AppError => appError('PAYMENT_PROVIDER_ERROR');

export interface Payments {
  provider: PaymentProvider;
  /** Key of the invoice provider's signed events (the demo card page signs with it). */
  invoiceWebhookSecret: string;
}

/** Stripe when both of its keys are set, else invoices. */
export function createPayments(config: Readonly<Config>): Payments {
  const invoiceWebhookSecret = config.payments.webhookSecret ?? randomBytes(32).toString('hex');
  const provider = config.payments.stripe ? createStripeProvider(config.payments.stripe) : createInvoiceProvider({ webhookSecret: invoiceWebhookSecret, demo: config.demo });
  return { provider, invoiceWebhookSecret };
}

export interface CheckoutOrder {
  kind: CheckoutKind;
  buyer: { userId: string; email: string };
  owner: LicenseOwner;
  quote: PriceQuote;
  plan?: Plan | null;
  seats?: number | null;
  billing?: 'monthly' | 'annual' | null;
  credits?: number | null;
  subscriptionId?: string | null;
}

const isUniqueViolation = (err: unknown): boolean => (err as { code?: string }).code === '23505';

/**
 * Opens a checkout: one per buyer at a time (409 with SPEC §8's message, also when two requests race),
 * recorded with its invoice number, then handed to the provider. A provider failure voids the checkout
 * again and answers 502 with SPEC §8's message; the detail goes to the log.
 */
export async function openCheckout(deps: { db: Db; payments: Payments; log: FastifyBaseLogger; origin: string }, order: CheckoutOrder, at: Date): Promise<CheckoutResponse> {
  if (await findOpenCheckoutOfBuyer(deps.db, order.buyer.userId)) throw paymentInProgress();
  let checkout: CheckoutRecord;
  try {
    checkout = await insertCheckout(deps.db, {
      kind: order.kind,
      buyerUserId: order.buyer.userId,
      owner: order.owner,
      planId: order.plan?.id ?? null,
      seats: order.seats ?? null,
      billing: order.billing ?? null,
      credits: order.credits ?? null,
      subscriptionId: order.subscriptionId ?? null,
      lines: order.quote.lines,
      subtotalCents: order.quote.subtotalCents,
      discountCents: order.quote.discountCents,
      totalCents: order.quote.totalCents,
      provider: deps.payments.provider.name,
      at,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw paymentInProgress();
    throw err;
  }
  try {
    const opened = await deps.payments.provider.createCheckout({ checkout, plan: order.plan ?? null, buyerEmail: order.buyer.email, origin: deps.origin });
    if (opened.providerRef) await setCheckoutProviderRef(deps.db, checkout.id, opened.providerRef);
    return { checkoutId: checkout.id, url: opened.url };
  } catch (err) {
    deps.log.error({ err, checkoutId: checkout.id }, 'payment provider refused the checkout');
    await setCheckoutStatus(deps.db, checkout.id, 'void', new Date());
    throw providerFailure();
  }
}

export type ApplyOutcome = 'applied' | 'duplicate' | 'not-open' | 'unknown-checkout' | 'unknown-subscription';

/**
 * Applies one payment event exactly once: its id is recorded in the transaction that applies it, so a
 * replay finds it recorded and a concurrent delivery waits on the first one's row and then finds it too.
 * The checkout row is locked, and only an open checkout is paid or declined.
 */
export async function applyPaymentEvent(db: Db, event: CheckoutEvent, at: Date, actorUserId: string | null = null): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const ref = event.checkoutId ? await findCheckout(tx, event.checkoutId) : event.providerRef ? await findCheckoutByProviderRef(tx, event.providerRef) : null;
    if (!(await recordPaymentEvent(tx, { id: event.id, type: event.kind, checkoutId: ref?.id ?? null }))) return 'duplicate';
    if (!ref) return 'unknown-checkout';
    const checkout = await findCheckout(tx, ref.id, { forUpdate: true });
    if (!checkout || checkout.status !== 'open') return 'not-open';
    if (event.kind === 'declined') {
      await setCheckoutStatus(tx, checkout.id, 'declined', at, actorUserId);
      await notifyBuyer(tx, checkout.buyerUserId, `Payment for invoice ${checkout.invoiceNumber} was declined. Nothing was charged.`, 'error');
      return 'applied';
    }
    await setCheckoutStatus(tx, checkout.id, 'paid', at, actorUserId);
    const result = await fulfilCheckout(tx, checkout, at, actorUserId, { subscriptionRef: event.subscriptionRef ?? null });
    await recordPaymentAudit(tx, {
      eventId: event.id,
      actorId: actorUserId ?? checkout.buyerUserId,
      owner: checkout.owner,
      action: auditActionOfCheckout(checkout.kind),
      detail: { checkoutId: checkout.id, invoiceNumber: checkout.invoiceNumber, kind: checkout.kind, planId: checkout.planId, seats: checkout.seats, credits: checkout.credits },
    });
    await notifyBuyer(tx, checkout.buyerUserId, `Payment received for invoice ${checkout.invoiceNumber}. ${result}`, 'success');
    return 'applied';
  });
}

/**
 * Applies a verified webhook event once: a checkout's payment through applyPaymentEvent, a provider-run
 * subscription's renewal, failed renewal or deletion in the transaction that records its id. A paid
 * upgrade or seat purchase of a provider-run subscription is then carried over to the provider, so its
 * next renewal bills the new plan and seats (a failure there is logged: the payment stands).
 */
export async function applyWebhookEvent(deps: { db: Db; provider: PaymentProvider; log: FastifyBaseLogger }, event: PaymentEvent, at: Date): Promise<ApplyOutcome> {
  if (!isCheckoutEvent(event)) {
    return deps.db.transaction(async (tx) => {
      if (!(await recordPaymentEvent(tx, { id: event.id, type: event.kind, checkoutId: null }))) return 'duplicate';
      return applySubscriptionBilling(tx, event, deps.provider.name, at);
    });
  }
  const outcome = await applyPaymentEvent(deps.db, event, at);
  if (outcome !== 'applied') return outcome;
  const checkout = event.checkoutId ? await findCheckout(deps.db, event.checkoutId) : event.providerRef ? await findCheckoutByProviderRef(deps.db, event.providerRef) : null;
  if (!checkout || (checkout.kind !== 'upgrade' && checkout.kind !== 'licenses') || !checkout.subscriptionId || checkout.status !== 'paid') return outcome;
  const sub = await findSubscription(deps.db, checkout.subscriptionId);
  const plan = sub ? await findPlan(deps.db, sub.planId) : null;
  if (!sub?.providerRef || !plan) return outcome;
  try {
    await deps.provider.updateSubscription(sub.providerRef, { planName: plan.name, planPriceCents: sub.billing === 'annual' ? plan.annualPriceCents : plan.monthlyPriceCents, billing: sub.billing, seats: sub.seats });
  } catch (err) {
    deps.log.error({ err, subscriptionId: sub.id }, 'payment provider refused the subscription change; its next renewal bills the old plan');
  }
  return outcome;
}
