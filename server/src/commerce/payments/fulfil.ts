import { RENEWAL_GRACE_DAYS, type SubscriptionState } from '@iprism/shared/contracts';
import { periodGrant } from '../../domain/commerce/credit-ledger';
import { reduceSubscription } from '../../domain/commerce/subscription-state';
import type { Queryable } from '../../db/db';
import type { CheckoutRecord } from '../../db/repositories/checkouts';
import { addCreditEntry, allCreditEntries, lockCreditOwner } from '../../db/repositories/credits';
import { insertLicence, updateLicence } from '../../db/repositories/licenses';
import { insertNotification } from '../../db/repositories/notifications';
import { findPlan } from '../../db/repositories/plans';
import { addSubscriptionHistory, findCurrentSubscription, findSubscription, insertSubscription, saveSubscriptionState } from '../../db/repositories/subscriptions';

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
export function licenceEndOf(state: SubscriptionState): Date {
  if (state.status === 'ended') return new Date(state.endedAt ?? state.currentPeriodEnd);
  if (state.status === 'canceling') return new Date(state.currentPeriodEnd);
  if (state.status === 'grace' && state.graceUntil) return new Date(state.graceUntil);
  return new Date(Date.parse(state.currentPeriodEnd) + RENEWAL_GRACE_DAYS * DAY_MS);
}

async function grantPeriodCredits(tx: Queryable, checkout: CheckoutRecord, planId: string, periodStart: Date, at: Date): Promise<void> {
  const plan = await findPlan(tx, planId);
  if (!plan) return;
  await lockCreditOwner(tx, checkout.owner);
  const grant = periodGrant({ entries: await allCreditEntries(tx, checkout.owner), unlimited: plan.creditsUnlimited }, plan, periodStart, at);
  if (grant) await addCreditEntry(tx, checkout.owner, grant.amount, `Included credits of ${plan.name}`, { kind: 'period-grant', periodStart, checkoutId: checkout.id, actorUserId: checkout.buyerUserId });
}

/**
 * Applies a paid checkout inside the transaction that records its payment: a subscription creates its
 * licence and grants the period's credits, a credit pack adds to the ledger, an upgrade changes the
 * plan (and the licence's type), a seat purchase adds seats. Every change is in the ledger or the
 * subscription history, with who (the buyer, or the staff member who marked the invoice paid) and why.
 */
export async function fulfilCheckout(tx: Queryable, checkout: CheckoutRecord, at: Date, actorUserId: string | null): Promise<string> {
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
      const licence = await insertLicence(tx, { type: plan.licenseType, owner: checkout.owner, planId: plan.id, seats: state.seats, startsAt: at, endsAt: licenceEndOf(state) });
      const sub = await insertSubscription(tx, { ...state, owner: checkout.owner, licenseId: licence.id, provider: checkout.provider });
      await tx.query('UPDATE checkouts SET subscription_id = $2 WHERE id = $1', [checkout.id, sub.id]);
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
      if (!sub || !plan) throw new Error(`upgrade checkout ${checkout.id} lost its subscription or plan`);
      const next = reduceSubscription(sub, { type: 'change-plan', at, planId: plan.id, seats: sub.seats });
      await saveSubscriptionState(tx, sub.id, next);
      if (sub.licenseId) await updateLicence(tx, sub.licenseId, { type: plan.licenseType, planId: plan.id });
      await addSubscriptionHistory(tx, sub.id, { at, actorUserId: actor, event: 'upgraded', detail: `From ${sub.planId} to ${plan.name}, prorated; paid with ${why}` });
      return `Your subscription is now ${plan.name}.`;
    }
    case 'renewal': {
      const sub = checkout.subscriptionId ? await findSubscription(tx, checkout.subscriptionId, { forUpdate: true }) : null;
      if (!sub) throw new Error(`renewal checkout ${checkout.id} lost its subscription`);
      const periodStart = new Date(sub.currentPeriodEnd);
      const next = reduceSubscription(sub, { type: 'renewed', at, periodEnd: periodEndOf(periodStart, sub.billing) });
      await saveSubscriptionState(tx, sub.id, next);
      if (sub.licenseId) await updateLicence(tx, sub.licenseId, { endsAt: licenceEndOf(next) });
      await addSubscriptionHistory(tx, sub.id, { at, actorUserId: actor, event: 'renewed', detail: `Renewed until ${next.currentPeriodEnd.slice(0, 10)}; paid with ${why}` });
      await grantPeriodCredits(tx, checkout, sub.planId, periodStart, at);
      return `Your subscription is renewed until ${next.currentPeriodEnd.slice(0, 10)}.`;
    }
    case 'licenses': {
      const sub = (checkout.subscriptionId ? await findSubscription(tx, checkout.subscriptionId, { forUpdate: true }) : null) ?? (await findCurrentSubscription(tx, checkout.owner));
      if (!sub) throw new Error(`seat checkout ${checkout.id} has no subscription to add to`);
      const seats = Math.min(1000, sub.seats + (checkout.seats ?? 0));
      await saveSubscriptionState(tx, sub.id, { ...sub, seats });
      if (sub.licenseId) await updateLicence(tx, sub.licenseId, { seats });
      await addSubscriptionHistory(tx, sub.id, { at, actorUserId: actor, event: 'seats-added', detail: `${sub.seats} → ${seats} seats; paid with ${why}` });
      return `Your subscription now has ${seats} seats.`;
    }
  }
}

/** Tells the buyer (category payment) what their payment did. */
export async function notifyBuyer(tx: Queryable, userId: string, text: string, color: 'success' | 'error' | 'warning'): Promise<void> {
  await insertNotification(tx, userId, { iconName: 'payment', color, text, category: 'payment', adminOnly: false });
}

