import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSalesSchema,
  InvoiceStatusChangeSchema,
  IdParamsSchema,
  type InvoiceStatusChange,
  type AdminSales,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import { toInvoice } from '../invoice-view';
import { applyPaymentEvent, providerFailure, type Payments } from '../payments/checkout-service';
import { notifyBuyer } from '../payments/fulfil';
import { auditActionOfCheckout, auditSubjectOf } from '../payments/payment-audit';
import { salesCsv, summariseSales, monthlyRevenueOf } from '../sales-summary';
import { auditContext, auditExport, recordAudit } from '../../admin';
import { addCreditEntry } from '../repositories/credits';
import { findCheckout, listAllCheckouts, setCheckoutStatus } from '../repositories/checkouts';
import { updateLicense } from '../repositories/licenses';
import { listOwnerLabels } from '../repositories/owner-labels';
import { listPlans } from '../repositories/plans';
import { addSubscriptionHistory, findSubscription, listSubscriptions, saveSubscriptionState } from '../repositories/subscriptions';
import { appError } from '../../../platform/lib/errors';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { STAFF } from '../../../platform/http/access/route-access';

const conflict = (message: string) => appError('CONFLICT', message);

/**
 * /admin/sales (staff only): revenue figures, subscriptions and invoices; mark an invoice paid (the
 * invoice provider's payment: applied through the same exactly-once path as a webhook), void an open
 * one, refund a paid one (the provider returns the money; credits bought or added by an upgrade are taken back and a refunded
 * subscription ends now); the invoices as CSV.
 */
export const adminSalesRoutes: FastifyPluginAsyncZod<{ payments: Payments }> = async (app, { payments }) => {
  declareAreaAccess(app, STAFF);
  async function sales(): Promise<AdminSales> {
    const [checkouts, subscriptions, plans] = await Promise.all([listAllCheckouts(app.db), listSubscriptions(app.db), listPlans(app.db)]);
    const rows = await listOwnerLabels(app.db);
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

  app.get('/api/admin/sales', { schema: { response: { 200: AdminSalesSchema } } }, async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
    return sales();
  });

  app.get('/api/admin/sales/invoices.csv', { schema: { produces: ['text/csv'] } }, async (req, reply) => {
    const { invoices } = await sales();
    const csv = salesCsv(invoices);
    await auditExport(app.db, req, { what: 'invoices', format: 'csv', detail: { rows: invoices.length } });
    return reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="invoices-${new Date().toISOString().slice(0, 10)}.csv"`).type('text/csv; charset=utf-8').send(csv);
  });

  app.post('/api/admin/sales/invoices/:id/mark-paid', { schema: { params: IdParamsSchema, response: { 200: InvoiceStatusChangeSchema } } }, async (req): Promise<InvoiceStatusChange> => {
    const { id } = req.params;
    const principal = requirePrincipal(req);
    const checkout = await findCheckout(app.db, id);
    if (!checkout) throw appError('NOT_FOUND', 'Invoice not found.');
    if (checkout.status !== 'open') throw conflict(`Invoice ${checkout.invoiceNumber} is ${checkout.status}; only an open invoice can be marked paid.`);
    const outcome = await applyPaymentEvent(app.db, { id: `admin-paid:${id}`, kind: 'paid', checkoutId: id, providerRef: null }, new Date(), principal.userId);
    if (outcome !== 'applied') throw conflict(`Invoice ${checkout.invoiceNumber} was already settled.`);
    app.accessSignal.changed();
    return { id, status: 'paid' };
  });

  app.post('/api/admin/sales/invoices/:id/void', { schema: { params: IdParamsSchema, response: { 200: InvoiceStatusChangeSchema } } }, async (req): Promise<InvoiceStatusChange> => {
    const { id } = req.params;
    const principal = requirePrincipal(req);
    await app.db.transaction(async (tx) => {
      const checkout = await findCheckout(tx, id, { forUpdate: true });
      if (!checkout) throw appError('NOT_FOUND', 'Invoice not found.');
      if (checkout.status !== 'open') throw conflict(`Invoice ${checkout.invoiceNumber} is ${checkout.status}; only an open invoice can be voided.`);
      await setCheckoutStatus(tx, id, 'void', new Date(), principal.userId);
      await notifyBuyer(tx, checkout.buyerUserId, `Invoice ${checkout.invoiceNumber} was voided; nothing is owed on it.`, 'warning');
    });
    return { id, status: 'void' };
  });

  app.post('/api/admin/sales/invoices/:id/refund', { schema: { params: IdParamsSchema, response: { 200: InvoiceStatusChangeSchema } } }, async (req): Promise<InvoiceStatusChange> => {
    const { id } = req.params;
    const principal = requirePrincipal(req);
    const checkout = await findCheckout(app.db, id);
    if (!checkout) throw appError('NOT_FOUND', 'Invoice not found.');
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
          if (sub.licenseId) await updateLicense(tx, sub.licenseId, { endsAt: at });
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
