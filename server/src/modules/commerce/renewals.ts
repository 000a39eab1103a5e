import { formatCents } from '@iprism/shared/text';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../platform/db/db';
import { insertCheckout, listOpenCheckoutsOfBuyer, subscriptionBuyer } from './repositories/checkouts';
import { updateLicense } from './repositories/licenses';
import { addSubscriptionHistory, findSubscription, listSubscriptionsDue, saveSubscriptionState, type SubscriptionRecord } from './repositories/subscriptions';
import { quotePrice } from '../../domain/commerce/price-quote';
import { reduceSubscription } from '../../domain/commerce/subscription-state';
import { loadCatalogue } from './catalogue';
import { licenseEndOf, notifyBuyer } from './payments/fulfil';

/**
 * Issues the renewal invoice of an invoice-provider subscription in grace and tells its buyer (category
 * payment), unless one is already open; when the buyer has another purchase open the invoice waits for a
 * later sweep, and the notification says no number. Returns the invoice number issued, if any.
 */
async function issueRenewalInvoice(tx: Queryable, sub: SubscriptionRecord, buyer: string, graceUntil: string, now: Date, opts: { notifyWithout: boolean }): Promise<string | null> {
  const open = await listOpenCheckoutsOfBuyer(tx, buyer);
  if (open.some((r) => r.kind === 'renewal' && r.subscription_id === sub.id)) return null;
  const quote = quotePrice(await loadCatalogue(tx), { planId: sub.planId, seats: sub.seats, billing: sub.billing });
  let invoice: string | null = null;
  if (open.length === 0) {
    const checkout = await insertCheckout(tx, { kind: 'renewal', buyerUserId: buyer, owner: sub.owner, planId: sub.planId, seats: sub.seats, billing: sub.billing, subscriptionId: sub.id, lines: quote.lines, subtotalCents: quote.subtotalCents, discountCents: quote.discountCents, totalCents: quote.totalCents, provider: 'invoice', at: now });
    invoice = checkout.invoiceNumber;
  } else if (!opts.notifyWithout) {
    return null;
  }
  await notifyBuyer(tx, buyer, `Your subscription renewal (${formatCents(quote.totalCents)}) has not been paid${invoice ? `: invoice ${invoice}` : ''}. Access continues until ${graceUntil.slice(0, 10)}; pay by then to keep it.`, 'warning');
  return invoice;
}

/**
 * Settles the subscriptions whose period or grace is over. An invoice-provider subscription whose period
 * ended unpaid enters the grace period with a renewal invoice and a `payment` notification, and its
 * licence holds until the grace runs out (a grace subscription whose invoice could not be issued, or was
 * voided, gets it on a later sweep); paying the invoice renews it and grants the period's included
 * credits. Stripe renews its own subscriptions and says so through the webhook; for every provider a
 * cancelled subscription ends at its period's end and one still unpaid when its grace runs out ends.
 * Each subscription is settled in its own transaction on its locked row, so two nodes sweeping at once
 * settle it once.
 */
export async function settleDueSubscriptions(db: Db, now: Date): Promise<number> {
  const due = await listSubscriptionsDue(db, now);
  let settled = 0;
  for (const candidate of due) {
    const changed = await db.transaction(async (tx) => {
      const sub = await findSubscription(tx, candidate.id, { forUpdate: true });
      if (!sub) return false;
      const buyer = await subscriptionBuyer(tx, sub.id);
      if (sub.provider === 'invoice' && sub.status === 'active' && Date.parse(sub.currentPeriodEnd) <= now.getTime()) {
        const next = reduceSubscription(sub, { type: 'renewal-failed', at: new Date(sub.currentPeriodEnd) });
        await saveSubscriptionState(tx, sub.id, next);
        if (sub.licenseId) await updateLicense(tx, sub.licenseId, { endsAt: licenseEndOf(next) });
        const invoice = buyer ? await issueRenewalInvoice(tx, sub, buyer, next.graceUntil!, now, { notifyWithout: true }) : null;
        await addSubscriptionHistory(tx, sub.id, { at: now, actorUserId: null, event: 'renewal-failed', detail: `Period ended unpaid; grace until ${next.graceUntil!.slice(0, 10)}${invoice ? `, invoice ${invoice}` : ''}` });
        return true;
      }
      const next = reduceSubscription(sub, { type: 'tick', at: now });
      if (next.status !== 'ended') {
        if (sub.provider !== 'invoice' || sub.status !== 'grace' || !buyer || !sub.graceUntil) return false;
        const invoice = await issueRenewalInvoice(tx, sub, buyer, sub.graceUntil, now, { notifyWithout: false });
        if (invoice) await addSubscriptionHistory(tx, sub.id, { at: now, actorUserId: null, event: 'renewal-invoiced', detail: `Renewal invoice ${invoice} issued; grace until ${sub.graceUntil.slice(0, 10)}` });
        return invoice !== null;
      }
      await saveSubscriptionState(tx, sub.id, next);
      if (sub.licenseId) await updateLicense(tx, sub.licenseId, { endsAt: new Date(next.endedAt ?? now) });
      const why = sub.status === 'canceling' ? 'Cancelled; ended at the end of the period' : 'Renewal not paid within the grace period; the licence ended';
      await addSubscriptionHistory(tx, sub.id, { at: now, actorUserId: null, event: 'ended', detail: why });
      if (buyer) await notifyBuyer(tx, buyer, `Your subscription has ended. ${sub.status === 'canceling' ? 'It was cancelled.' : 'The renewal was not paid.'}`, 'error');
      return true;
    });
    if (changed) settled += 1;
  }
  return settled;
}

const HOUR_MS = 3_600_000;

/** Runs the sweep at start and every hour; stops with the app. */
export function scheduleRenewals(db: Db, log: FastifyBaseLogger, onChanged: () => void): { stop: () => void } {
  const run = () =>
    settleDueSubscriptions(db, new Date()).then(
      (n) => {
        if (n > 0) {
          log.info({ settled: n }, 'subscriptions settled');
          onChanged();
        }
      },
      (err: unknown) => log.error({ err }, 'subscription renewal sweep failed'),
    );
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  const first = setTimeout(run, 5_000);
  first.unref();
  return { stop: () => (clearInterval(timer), clearTimeout(first)) };
}
