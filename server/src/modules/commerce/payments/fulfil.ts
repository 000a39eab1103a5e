import { RENEWAL_GRACE_DAYS, type SubscriptionState } from '@iprism/shared/contracts';
import { periodGrant } from '../../../domain/commerce/credit-ledger';
import { reduceSubscription } from '../../../domain/commerce/subscription-state';
import type { Queryable } from '../../../platform/db/db';
import { setCheckoutSubscription, type CheckoutRecord } from '../repositories/checkouts';
import { addCreditEntry, allCreditEntries, lockCreditOwner } from '../repositories/credits';
import { insertLicense, updateLicense } from '../repositories/licenses';
import { insertNotification } from '../../notifications';
import { findPlan } from '../repositories/plans';
import { addSubscriptionHistory, findCurrentSubscription, findSubscription, insertSubscription, saveSubscriptionState, type SubscriptionRecord } from '../repositories/subscriptions';

const DAY_MS = 86_400_000;

/** The end of a billing period that starts at `start`: one calendar month or year later (UTC). */
export function periodEndOf(start: Date, billing: 'monthly' | 'annual'): Date {
  const end = new Date(start);
  if (billing === 'annual') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * Until when a subscription's licence holds: through the grace period after its period ends while it
 * runs (a renewal can still be paid), to the period's end once cancelled, the moment it ended after that.
 */
export function licenseEndOf(state: SubscriptionState): Date {
  if (state.status === 'ended') return new Date(state.endedAt ?? state.currentPeriodEnd);
  if (state.status === 'canceling') return new Date(state.currentPeriodEnd);
  if (state.status === 'grace' && state.graceUntil) return new Date(state.graceUntil);
  return new Date(Date.parse(state.currentPeriodEnd) + RENEWAL_GRACE_DAYS * DAY_MS);
}

/** The plan's included credits for the period starting at `periodStart`, once per period; the entry names the checkout that paid for it. */
async function grantPeriodCredits(tx: Queryable, checkout: CheckoutRecord, planId: string, periodStart: Date, at: Date): Promise<void> {
  const plan = await findPlan(tx, planId);
  if (!plan) return;
  await lockCreditOwner(tx, checkout.owner);
  const grant = periodGrant({ entries: await allCreditEntries(tx, checkout.owner), unlimited: plan.creditsUnlimited }, plan, periodStart, at);
  if (grant) await addCreditEntry(tx, checkout.owner, grant.amount, `Included credits of ${plan.name}`, { kind: 'period-grant', periodStart, checkoutId: checkout.id, actorUserId: checkout.buyerUserId });
}

/**
 * Starts a subscription's next period (from where the last one ended to `periodEnd`), extends its licence
 * and grants the period's included credits, in the caller's transaction on the locked row. A subscription
 * set to end is resumed by a renewal its buyer paid.
 */
export async function renewSubscription(tx: Queryable, sub: SubscriptionRecord, paid: { checkout: CheckoutRecord; periodEnd: Date; at: Date; actorUserId: string }): Promise<SubscriptionState> {
  const periodStart = new Date(sub.currentPeriodEnd);
  const next = reduceSubscription({ ...sub, status: sub.status === 'canceling' ? 'active' : sub.status }, { type: 'renewed', at: paid.at, periodEnd: paid.periodEnd });
  await saveSubscriptionState(tx, sub.id, next);
  if (sub.licenseId) await updateLicense(tx, sub.licenseId, { endsAt: licenseEndOf(next) });
  await addSubscriptionHistory(tx, sub.id, { at: paid.at, actorUserId: paid.actorUserId, event: 'renewed', detail: `Renewed until ${next.currentPeriodEnd.slice(0, 10)}; paid with invoice ${paid.checkout.invoiceNumber}` });
  await grantPeriodCredits(tx, paid.checkout, sub.planId, periodStart, paid.at);
  return next;
}

/**
 * Applies a paid checkout inside the transaction that records its payment: a subscription creates its
 * licence and grants the period's credits, a credit pack adds to the ledger, an upgrade changes the
 * plan (and the licence's type), a seat purchase adds seats. Every change is in the ledger or the
 * subscription history, with who (the buyer, or the staff member who marked the invoice paid) and why.
 */
export async function fulfilCheckout(tx: Queryable, checkout: CheckoutRecord, at: Date, actorUserId: string | null, provider: { subscriptionRef?: string | null } = {}): Promise<string> {
  const actor = actorUserId ?? checkout.buyerUserId;
  const why = `invoice ${checkout.invoiceNumber}`;
  switch (checkout.kind) {
    case 'subscription': {
      const plan = await findPlan(tx, checkout.planId!);
      if (!plan) throw new Error(`checkout ${checkout.id} names a plan that no longer exists`);
      const billing = checkout.billing ?? 'monthly';
      const state: SubscriptionState = {
        status: 'active',
        planId: plan.id,
        seats: checkout.seats ?? 1,
        billing,
        currentPeriodStart: at.toISOString(),
        currentPeriodEnd: periodEndOf(at, billing).toISOString(),
        graceUntil: null,
        endedAt: null,
      };
      const license = await insertLicense(tx, { type: plan.licenseType, owner: checkout.owner, planId: plan.id, seats: state.seats, startsAt: at, endsAt: licenseEndOf(state) });
      const sub = await insertSubscription(tx, { ...state, owner: checkout.owner, licenseId: license.id, provider: checkout.provider, providerRef: provider.subscriptionRef ?? null });
      await setCheckoutSubscription(tx, checkout.id, sub.id);
      await addSubscriptionHistory(tx, sub.id, { at, actorUserId: actor, event: 'started', detail: `${plan.name}, ${state.seats} seat(s), billed ${billing}; paid with ${why}` });
      await grantPeriodCredits(tx, checkout, plan.id, at, at);
      return `Your ${plan.name} subscription is active.`;
    }
    case 'credits': {
      await addCreditEntry(tx, checkout.owner, checkout.credits ?? 0, `Credit purchase, ${why}`, { kind: 'purchase', checkoutId: checkout.id, actorUserId: actor });
      return `${checkout.credits} credits were added to your balance.`;
    }
    case 'upgrade': {
      const sub = checkout.subscriptionId ? await findSubscription(tx, checkout.subscriptionId, { forUpdate: true }) : null;
      const plan = checkout.planId ? await findPlan(tx, checkout.planId) : null;
      const from = sub ? await findPlan(tx, sub.planId) : null;
      if (!sub || !plan || !from) throw new Error(`upgrade checkout ${checkout.id} lost its subscription or plan`);
      const next = reduceSubscription(sub, { type: 'change-plan', at, planId: plan.id, seats: sub.seats });
      await saveSubscriptionState(tx, sub.id, next);
      if (sub.licenseId) await updateLicense(tx, sub.licenseId, { type: plan.licenseType, planId: plan.id });
      await addSubscriptionHistory(tx, sub.id, { at, actorUserId: actor, event: 'upgraded', detail: `From ${from.name} to ${plan.name}, prorated; paid with ${why}` });
      // The credits were fixed with the prorated price when the upgrade was quoted.
      const credits = checkout.credits ?? 0;
      if (credits > 0) {
        await lockCreditOwner(tx, checkout.owner);
        await addCreditEntry(tx, checkout.owner, credits, `Included credits of ${plan.name} beyond ${from.name}, rest of the period; ${why}`, { kind: 'upgrade-grant', checkoutId: checkout.id, actorUserId: actor });
      }
      return `Your subscription is now ${plan.name}.${credits > 0 ? ` ${credits} credits were added for the rest of the period.` : ''}`;
    }
    case 'renewal': {
      const sub = checkout.subscriptionId ? await findSubscription(tx, checkout.subscriptionId, { forUpdate: true }) : null;
      if (!sub) throw new Error(`renewal checkout ${checkout.id} lost its subscription`);
      const next = await renewSubscription(tx, sub, { checkout, periodEnd: periodEndOf(new Date(sub.currentPeriodEnd), sub.billing), at, actorUserId: actor });
      return `Your subscription is renewed until ${next.currentPeriodEnd.slice(0, 10)}.`;
    }
    case 'licenses': {
      const sub = (checkout.subscriptionId ? await findSubscription(tx, checkout.subscriptionId, { forUpdate: true }) : null) ?? (await findCurrentSubscription(tx, checkout.owner));
      if (!sub) throw new Error(`seat checkout ${checkout.id} has no subscription to add to`);
      const seats = Math.min(1000, sub.seats + (checkout.seats ?? 0));
      await saveSubscriptionState(tx, sub.id, { ...sub, seats });
      if (sub.licenseId) await updateLicense(tx, sub.licenseId, { seats });
      await addSubscriptionHistory(tx, sub.id, { at, actorUserId: actor, event: 'seats-added', detail: `${sub.seats} → ${seats} seats; paid with ${why}` });
      return `Your subscription now has ${seats} seats.`;
    }
  }
}

/** Tells the buyer (category payment) what their payment did. */
export async function notifyBuyer(tx: Queryable, userId: string, text: string, color: 'success' | 'error' | 'warning'): Promise<void> {
  await insertNotification(tx, userId, { iconName: 'payment', color, text, category: 'payment', adminOnly: false });
}

