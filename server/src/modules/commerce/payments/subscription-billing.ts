import { formatCents } from '@iprism/shared/text';
import type { Queryable } from '../../../platform/db/db';
import { insertCheckout, subscriptionBuyer } from '../repositories/checkouts';
import { updateLicense } from '../repositories/licenses';
import { findPlan } from '../repositories/plans';
import { addSubscriptionHistory, findSubscriptionByProviderRef, saveSubscriptionState, type SubscriptionRecord } from '../repositories/subscriptions';
import { reduceSubscription } from '../../../domain/commerce/subscription-state';
import { licenseEndOf, notifyBuyer, periodEndOf, renewSubscription } from './fulfil';
import { recordPaymentAudit } from './payment-audit';
import type { SubscriptionBillingEvent } from './provider';

export type BillingOutcome = 'applied' | 'not-open' | 'unknown-subscription';

const day = (iso: string): string => iso.slice(0, 10);

/** Who hears about a subscription's billing: the buyer of its first checkout, else its owner. */
async function buyerOf(tx: Queryable, sub: SubscriptionRecord): Promise<string | null> {
  return (await subscriptionBuyer(tx, sub.id)) ?? sub.owner.userId ?? null;
}

/**
 * Applies a provider-run subscription's billing event in the caller's transaction (the one that recorded
 * the event's id, so it applies once), on the subscription's locked row:
 * - a paid renewal records a paid renewal invoice, starts the next period, extends the licence and grants
 *   the period's included credits (once per period, however the event is delivered);
 * - a failed renewal starts the grace period (the licence holds until it ends) and tells the buyer with a
 *   `payment` notification;
 * - a deletion ends the subscription at its period's end (now, when that has passed).
 * An event for an ended subscription, or a renewal for a period already paid, changes nothing.
 */
export async function applySubscriptionBilling(tx: Queryable, event: SubscriptionBillingEvent, provider: string, at: Date): Promise<BillingOutcome> {
  const sub = await findSubscriptionByProviderRef(tx, provider, event.subscriptionRef, { forUpdate: true });
  if (!sub) return 'unknown-subscription';
  if (sub.status === 'ended') return 'not-open';
  const outcome = await applyToSubscription(tx, sub, event, provider, at);
  // Each applied event moves the licence's end: a renewal extends it, a failure or deletion brings it in.
  if (outcome === 'applied') await recordPaymentAudit(tx, { eventId: event.id, actorId: null, owner: sub.owner, action: 'license.changed', detail: { subscriptionId: sub.id, event: event.kind } });
  return outcome;
}

async function applyToSubscription(tx: Queryable, sub: SubscriptionRecord, event: SubscriptionBillingEvent, provider: string, at: Date): Promise<BillingOutcome> {
  const buyer = await buyerOf(tx, sub);
  switch (event.kind) {
    case 'renewal-paid': {
      const periodEnd = event.periodEnd ?? periodEndOf(new Date(sub.currentPeriodEnd), sub.billing);
      if (periodEnd.getTime() <= Date.parse(sub.currentPeriodEnd)) return 'not-open';
      if (!buyer) throw new Error(`subscription ${sub.id} has no buyer to invoice`);
      const plan = await findPlan(tx, sub.planId);
      const label = `${plan?.name ?? sub.planId}, ${sub.seats} seat(s), ${day(sub.currentPeriodEnd)} to ${day(periodEnd.toISOString())}`;
      const checkout = await insertCheckout(tx, {
        kind: 'renewal',
        buyerUserId: buyer,
        owner: sub.owner,
        planId: sub.planId,
        seats: sub.seats,
        billing: sub.billing,
        subscriptionId: sub.id,
        lines: [{ label, amountCents: event.amountCents }],
        subtotalCents: event.amountCents,
        discountCents: 0,
        totalCents: event.amountCents,
        provider,
        at,
        paid: { providerRef: event.invoiceRef },
      });
      const next = await renewSubscription(tx, sub, { checkout, periodEnd, at, actorUserId: buyer });
      await notifyBuyer(tx, buyer, `Your subscription was renewed until ${day(next.currentPeriodEnd)} (invoice ${checkout.invoiceNumber}, ${formatCents(event.amountCents)}).`, 'success');
      return 'applied';
    }
    case 'renewal-failed': {
      if (sub.status === 'canceling') return 'not-open';
      const next = reduceSubscription(sub, { type: 'renewal-failed', at });
      await saveSubscriptionState(tx, sub.id, next);
      if (sub.licenseId) await updateLicense(tx, sub.licenseId, { endsAt: licenseEndOf(next) });
      const until = day(next.graceUntil!);
      await addSubscriptionHistory(tx, sub.id, { at, actorUserId: null, event: 'renewal-failed', detail: `The renewal payment (${formatCents(event.amountCents)}) failed; grace until ${until}` });
      if (buyer) await notifyBuyer(tx, buyer, `Your subscription renewal payment (${formatCents(event.amountCents)}) failed. Access continues until ${until}; update your payment method to keep it.`, 'warning');
      return 'applied';
    }
    case 'subscription-deleted': {
      if (sub.status !== 'grace' && at.getTime() < Date.parse(sub.currentPeriodEnd)) {
        const next = { ...sub, status: 'canceling' as const };
        await saveSubscriptionState(tx, sub.id, next);
        if (sub.licenseId) await updateLicense(tx, sub.licenseId, { endsAt: licenseEndOf(next) });
        await addSubscriptionHistory(tx, sub.id, { at, actorUserId: null, event: 'cancelled', detail: `Cancelled at the payment provider; ends on ${day(sub.currentPeriodEnd)}, at the end of the period` });
        if (buyer) await notifyBuyer(tx, buyer, `Your subscription was cancelled and ends on ${day(sub.currentPeriodEnd)}.`, 'warning');
        return 'applied';
      }
      await saveSubscriptionState(tx, sub.id, { ...sub, status: 'ended', endedAt: at.toISOString(), graceUntil: null });
      if (sub.licenseId) await updateLicense(tx, sub.licenseId, { endsAt: at });
      await addSubscriptionHistory(tx, sub.id, { at, actorUserId: null, event: 'ended', detail: sub.status === 'grace' ? 'The renewal was not paid; the payment provider ended the subscription and the licence ended' : 'Ended at the payment provider at the end of the period' });
      if (buyer) await notifyBuyer(tx, buyer, `Your subscription has ended. ${sub.status === 'grace' ? 'The renewal was not paid.' : 'It was cancelled.'}`, 'error');
      return 'applied';
    }
  }
}
