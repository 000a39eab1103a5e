import type { FastifyPluginAsync } from 'fastify';
import { ERROR_CODES, type AdminSales } from '@iprism/shared/contracts';
import { requirePrincipal } from '../../../auth/request-principal';
import { toInvoice } from '../../../commerce/invoice-view';
import { applyPaymentEvent, providerFailure, type Payments } from '../../../commerce/payments/checkout-service';
import { notifyBuyer } from '../../../commerce/payments/fulfil';
import { auditActionOfCheckout, auditSubjectOf } from '../../../commerce/payments/payment-audit';
import { salesCsv, summariseSales, monthlyRevenueOf } from '../../../commerce/sales-summary';
import { auditContext, recordAudit } from '../../../db/repositories/audit-log';
import { addCreditEntry } from '../../../db/repositories/credits';
import { findCheckout, listAllCheckouts, setCheckoutStatus } from '../../../db/repositories/checkouts';
import { updateLicence } from '../../../db/repositories/licenses';
import { listPlans } from '../../../db/repositories/plans';
import { addSubscriptionHistory, findSubscription, listSubscriptions, saveSubscriptionState } from '../../../db/repositories/subscriptions';
import { AppError, notFound } from '../../../lib/errors';
import { STAFF } from '../../access/route-access';
import { CheckoutIdParams } from './payments';
import { auditExport } from '../../audit-export';

const conflict = (message: string) => new AppError(409, ERROR_CODES.CONFLICT, message);

/**
 * /admin/sales (staff only): revenue figures, subscriptions and invoices; mark an invoice paid (the
 * invoice provider's payment: applied through the same exactly-once path as a webhook), void an open
 * one, refund a paid one (the provider returns the money; credits bought or added by an upgrade are taken back and a refunded
 * subscription ends now); the invoices as CSV.
 */
export const adminSalesRoutes: FastifyPluginAsync<{ payments: Payments }> = async (app, { payments }) => {
  async function sales(): Promise<AdminSales> {
    const [checkouts, subscriptions, plans] = await Promise.all([listAllCheckouts(app.db), listSubscriptions(app.db), listPlans(app.db)]);
    const { rows } = await app.db.query<{ id: string; label: string }>(
      `SELECT u.id, u.name || ' <' || u.email || '>' AS label FROM users u UNION ALL SELECT o.id, o.name FROM organizations o`,
    );
    const names = new Map(rows.map((r) => [r.id, r.label]));
    const planOf = new Map(plans.map((p) => [p.id, p]));
    return {
      currency: 'usd',
      ...summariseSales({ checkouts, subscriptions, plans, now: new Date() }),
      subscriptions: subscriptions.map((s) => ({
        id: s.id,
        owner: names.get(s.owner.userId ?? s.owner.organizationId ?? '') ?? '—',
        planName: planOf.get(s.planId)?.name ?? s.planId,
        seats: s.seats,
        billing: s.billing,
        status: s.status,
        currentPeriodEnd: s.currentPeriodEnd,
        mrrCents: monthlyRevenueOf(s, planOf.get(s.planId)),
      })),
      invoices: checkouts.map((c) => ({ ...toInvoice(c, false), buyer: names.get(c.buyerUserId) ?? '—' })),
    };
  }

  app.get('/api/admin/sales', { config: { access: STAFF } }, async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
    return sales();
  });

  app.get('/api/admin/sales/invoices.csv', { config: { access: STAFF } }, async (req, reply) => {
    const { invoices } = await sales();
    const csv = salesCsv(invoices);
    await auditExport(app.db, req, { what: 'invoices', format: 'csv', detail: { rows: invoices.length } });
    return reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="invoices-${new Date().toISOString().slice(0, 10)}.csv"`).type('text/csv; charset=utf-8').send(csv);
  });

  app.post('/api/admin/sales/invoices/:id/mark-paid', { config: { access: STAFF } }, async (req) => {
    const { id } = CheckoutIdParams.parse(req.params);
    const principal = requirePrincipal(req);
    const checkout = await findCheckout(app.db, id);
    if (!checkout) throw notFound('Invoice not found.');
    if (checkout.status !== 'open') throw conflict(`Invoice ${checkout.invoiceNumber} is ${checkout.status}; only an open invoice can be marked paid.`);
    const outcome = await applyPaymentEvent(app.db, { id: `admin-paid:${id}`, kind: 'paid', checkoutId: id, providerRef: null }, new Date(), principal.userId);
    if (outcome !== 'applied') throw conflict(`Invoice ${checkout.invoiceNumber} was already settled.`);
    app.accessSignal.changed();
    return { id, status: 'paid' };
  });

  app.post('/api/admin/sales/invoices/:id/void', { config: { access: STAFF } }, async (req) => {
    const { id } = CheckoutIdParams.parse(req.params);
    const principal = requirePrincipal(req);
    await app.db.transaction(async (tx) => {
      const checkout = await findCheckout(tx, id, { forUpdate: true });
      if (!checkout) throw notFound('Invoice not found.');
      if (checkout.status !== 'open') throw conflict(`Invoice ${checkout.invoiceNumber} is ${checkout.status}; only an open invoice can be voided.`);
      await setCheckoutStatus(tx, id, 'void', new Date(), principal.userId);
      await notifyBuyer(tx, checkout.buyerUserId, `Invoice ${checkout.invoiceNumber} was voided; nothing is owed on it.`, 'warning');
    });
    return { id, status: 'void' };
  });

  app.post('/api/admin/sales/invoices/:id/refund', { config: { access: STAFF } }, async (req) => {
    const { id } = CheckoutIdParams.parse(req.params);
    const principal = requirePrincipal(req);
    const checkout = await findCheckout(app.db, id);
    if (!checkout) throw notFound('Invoice not found.');
    if (checkout.status !== 'paid') throw conflict(`Invoice ${checkout.invoiceNumber} is ${checkout.status}; only a paid invoice can be refunded.`);
    try {
      await payments.provider.refund(checkout);
    } catch (err) {
      req.log.error({ err, checkoutId: id }, 'payment provider refused the refund');
      throw providerFailure();
    }
    const at = new Date();
    await app.db.transaction(async (tx) => {
      const locked = await findCheckout(tx, id, { forUpdate: true });
      if (locked?.status !== 'paid') throw conflict(`Invoice ${checkout.invoiceNumber} was already refunded.`);
      await setCheckoutStatus(tx, id, 'refunded', at, principal.userId);
      // Credits the invoice bought, or included credits an upgrade added for the rest of the period, go back with the money.
      if ((checkout.kind === 'credits' || checkout.kind === 'upgrade') && checkout.credits) {
        await addCreditEntry(tx, checkout.owner, -checkout.credits, `Refund of invoice ${checkout.invoiceNumber}`, { kind: 'adjustment', actorUserId: principal.userId });
      }
      if (checkout.kind === 'subscription' && checkout.subscriptionId) {
        const sub = await findSubscription(tx, checkout.subscriptionId, { forUpdate: true });
        if (sub && sub.status !== 'ended') {
          await saveSubscriptionState(tx, sub.id, { ...sub, status: 'ended', endedAt: at.toISOString(), graceUntil: null });
          if (sub.licenseId) await updateLicence(tx, sub.licenseId, { endsAt: at });
          await addSubscriptionHistory(tx, sub.id, { at, actorUserId: principal.userId, event: 'ended', detail: `Refunded (invoice ${checkout.invoiceNumber}); the licence ended` });
        }
      }
      await recordAudit(tx, auditContext(req), { action: auditActionOfCheckout(checkout.kind), subject: auditSubjectOf(checkout.owner), detail: { refunded: checkout.invoiceNumber, kind: checkout.kind } });
      await notifyBuyer(tx, checkout.buyerUserId, `Invoice ${checkout.invoiceNumber} was refunded.`, 'warning');
    });
    app.accessSignal.changed();
    return { id, status: 'refunded' };
  });
};
