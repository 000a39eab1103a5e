import { formatCents } from '@iprism/shared/text';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { insertCheckout, subscriptionBuyer } from '../db/repositories/checkouts';
import { updateLicence } from '../db/repositories/licenses';
import { addSubscriptionHistory, findSubscription, listSubscriptionsDue, saveSubscriptionState } from '../db/repositories/subscriptions';
import { quotePrice } from '../domain/commerce/price-quote';
import { reduceSubscription } from '../domain/commerce/subscription-state';
import { loadCatalogue } from './catalogue';
import { licenceEndOf, notifyBuyer } from './payments/fulfil';

/**
 * Settles the invoice provider's subscriptions whose period or grace is over (Stripe renews its own and
 * tells us through the webhook). A cancelled one ends at its period's end; a running one whose period
 * ended unpaid enters the grace period with a renewal invoice and a `payment` notification, and its
 * licence holds until the grace runs out; one still unpaid then ends. Each subscription is settled in
 * its own transaction on its locked row, so two nodes sweeping at once settle it once.
 */
export async function settleDueSubscriptions(db: Db, now: Date): Promise<number> {
  const due = await listSubscriptionsDue(db, 'invoice', now);
  let settled = 0;
  for (const candidate of due) {
    const changed = await db.transaction(async (tx) => {
      const sub = await findSubscription(tx, candidate.id, { forUpdate: true });
      if (!sub) return false;
      const buyer = await subscriptionBuyer(tx, sub.id);
      if (sub.status === 'active' && Date.parse(sub.currentPeriodEnd) <= now.getTime()) {
        const next = reduceSubscription(sub, { type: 'renewal-failed', at: new Date(sub.currentPeriodEnd) });
        await saveSubscriptionState(tx, sub.id, next);
        if (sub.licenseId) await updateLicence(tx, sub.licenseId, { endsAt: licenceEndOf(next) });
        const quote = quotePrice(await loadCatalogue(tx), { planId: sub.planId, seats: sub.seats, billing: sub.billing });
        let invoice: string | null = null;
        if (buyer) {
          // The buyer may have another purchase open; the renewal invoice then waits for the next sweep's notification.
          const open = await tx.query("SELECT 1 FROM checkouts WHERE buyer_user_id = $1 AND status = 'open'", [buyer]);
          if (open.rows.length === 0) {
            const checkout = await insertCheckout(tx, { kind: 'renewal', buyerUserId: buyer, owner: sub.owner, planId: sub.planId, seats: sub.seats, billing: sub.billing, subscriptionId: sub.id, lines: quote.lines, subtotalCents: quote.subtotalCents, discountCents: quote.discountCents, totalCents: quote.totalCents, provider: 'invoice', at: now });
            invoice = checkout.invoiceNumber;
          }
          const until = next.graceUntil!.slice(0, 10);
          await notifyBuyer(tx, buyer, `Your subscription renewal (${formatCents(quote.totalCents)}) has not been paid${invoice ? `: invoice ${invoice}` : ''}. Access continues until ${until}; pay by then to keep it.`, 'warning');
        }
        await addSubscriptionHistory(tx, sub.id, { at: now, actorUserId: null, event: 'renewal-failed', detail: `Period ended unpaid; grace until ${next.graceUntil!.slice(0, 10)}${invoice ? `, invoice ${invoice}` : ''}` });
        return true;
      }
      const next = reduceSubscription(sub, { type: 'tick', at: now });
      if (next.status !== 'ended') return false;
      await saveSubscriptionState(tx, sub.id, next);
      if (sub.licenseId) await updateLicence(tx, sub.licenseId, { endsAt: new Date(next.endedAt ?? now) });
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
