import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { LicenseType, SubscriptionView } from '@iprism/shared/contracts';
import type { Principal } from '../../auth';
import { requirePrincipal } from '../../auth';
import { toInvoice } from '../invoice-view';
import { providerFailure, type Payments } from '../payments/checkout-service';
import { licenseEndOf } from '../payments/fulfil';
import { renderInvoicePdf } from '../payments/invoice-pdf';
import { subscriptionScopeOf } from '../subscription-scope';
import { reduceSubscription, type SubscriptionEvent } from '../../../domain/commerce/subscription-state';
import { findCheckout, listCheckoutsOf, setCheckoutStatus, type CheckoutRecord } from '../repositories/checkouts';
import { updateLicense } from '../repositories/licenses';
import { findOrganization, listOrganizationMembers } from '../../organizations';
import { findPlan } from '../repositories/plans';
import { addSubscriptionHistory, findSubscription, listSubscriptionHistory, saveSubscriptionState } from '../repositories/subscriptions';
import { findUserById } from '../../accounts';
import { appError } from '../../../platform/lib/errors';
import {
  SubscriptionViewSchema,
  SubscriptionChangeSchema,
  InvoiceStatusChangeSchema,
  IdParamsSchema,
  type InvoiceStatusChange,
  type SubscriptionChange,
} from '@iprism/shared/contracts';
import { decideForPrincipal } from '../../../platform/http/access/principal-decision';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { SIGNED_IN, STAFF } from '../../../platform/http/access/route-access';
import { attachment } from '../../../platform/http/content-disposition';

/**
 * The /dashboard/subscription calls: the caller's subscription (plan, seats used of seats bought,
 * renewal), its history and invoices; cancel at period end and resume (the owner, or the owning
 * organisation's admins); an invoice's PDF (its buyer, the owning organisation's admins, staff); and
 * cancelling one's own open checkout, so another can start.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ payments: Payments }> = async (app, { payments }) => {
  declareAreaAccess(app, SIGNED_IN);
  app.get('/api/account/subscription', { schema: { response: { 200: SubscriptionViewSchema } } }, async (req, reply): Promise<SubscriptionView> => {
    const principal = requirePrincipal(req);
    const scope = await subscriptionScopeOf(app.db, app.orgAdminCheck, principal);
    const sub = scope.subscription;
    const invoices = scope.canManage ? await listCheckoutsOf(app.db, scope.owner, principal.userId) : [];
    void reply.header('cache-control', 'no-store');
    if (!sub) return { subscription: null, history: [], invoices: invoices.map((c) => toInvoice(c, app.config.demo)) };
    const plan = await findPlan(app.db, sub.planId);
    const seatsUsed = sub.owner.organizationId ? (await listOrganizationMembers(app.db, sub.owner.organizationId)).length : 1;
    return {
      subscription: {
        id: sub.id,
        planId: sub.planId,
        planName: plan?.name ?? sub.planId,
        licenseType: (plan?.licenseType ?? 'PilotLawFirmStandard') as LicenseType,
        status: sub.status,
        billing: sub.billing,
        seats: sub.seats,
        seatsUsed,
        currentPeriodStart: sub.currentPeriodStart,
        currentPeriodEnd: sub.currentPeriodEnd,
        graceUntil: sub.graceUntil,
        canManage: scope.canManage,
        ownedByOrganization: !!sub.owner.organizationId,
      },
      history: await listSubscriptionHistory(app.db, sub.id),
      invoices: invoices.map((c) => toInvoice(c, app.config.demo)),
    };
  });

  async function change(req: FastifyRequest, type: 'cancel' | 'resume'): Promise<SubscriptionChange> {
    const principal = requirePrincipal(req);
    const scope = await subscriptionScopeOf(app.db, app.orgAdminCheck, principal);
    if (!scope.subscription) throw appError('CONFLICT', 'There is no running subscription.');
    if (!scope.canManage) throw appError('FORBIDDEN', 'Only an administrator of your organisation can change its subscription.');
    const at = new Date();
    // Checked before the provider is told, so a refused change leaves the provider's subscription as it was.
    reduceSubscription(scope.subscription, { type, at });
    if (scope.subscription.providerRef) {
      try {
        await payments.provider.updateSubscription(scope.subscription.providerRef, { cancelAtPeriodEnd: type === 'cancel' });
      } catch (err) {
        req.log.error({ err, subscriptionId: scope.subscription.id }, 'payment provider refused the subscription change');
        throw providerFailure();
      }
    }
    await app.db.transaction(async (tx) => {
      const sub = await findSubscription(tx, scope.subscription!.id, { forUpdate: true });
      if (!sub) throw appError('NOT_FOUND', 'Subscription not found.');
      const event: SubscriptionEvent = { type, at };
      const next = reduceSubscription(sub, event);
      await saveSubscriptionState(tx, sub.id, next);
      if (sub.licenseId) await updateLicense(tx, sub.licenseId, { endsAt: licenseEndOf(next) });
      const detail = type === 'cancel' ? `Set to end on ${next.currentPeriodEnd.slice(0, 10)}, at the end of the period` : 'Cancellation withdrawn; renews as before';
      await addSubscriptionHistory(tx, sub.id, { at, actorUserId: principal.userId, event: type === 'cancel' ? 'cancelled' : 'resumed', detail });
    });
    app.accessSignal.changed();
    return { status: type === 'cancel' ? 'canceling' : 'active' };
  }

  app.post('/api/account/subscription/cancel', { schema: { response: { 200: SubscriptionChangeSchema } } }, async (req) => change(req, 'cancel'));
  app.post('/api/account/subscription/resume', { schema: { response: { 200: SubscriptionChangeSchema } } }, async (req) => change(req, 'resume'));

  /** The buyer, an admin of the owning organisation, or staff; anyone else gets the 404 of an unknown id. */
  async function visibleCheckout(principal: Principal, id: string): Promise<CheckoutRecord> {
    const checkout = await findCheckout(app.db, id);
    if (!checkout) throw appError('NOT_FOUND', 'Invoice not found.');
    if (checkout.buyerUserId === principal.userId) return checkout;
    if (checkout.owner.organizationId && (await app.orgAdminCheck(principal.userId, checkout.owner.organizationId))) return checkout;
    if ((await decideForPrincipal(app, principal, STAFF, 'GET', new Date())).allow) return checkout;
    throw appError('NOT_FOUND', 'Invoice not found.');
  }

  app.get('/api/payments/invoices/:id/pdf', { schema: { produces: ['application/pdf'], params: IdParamsSchema } }, async (req, reply) => {
    const { id } = req.params;
    const checkout = await visibleCheckout(requirePrincipal(req), id);
    const buyer = await findUserById(app.db, checkout.buyerUserId);
    const org = checkout.owner.organizationId ? await findOrganization(app.db, checkout.owner.organizationId) : null;
    const pdf = await renderInvoicePdf(checkout, { name: buyer?.name ?? '', email: buyer?.email ?? '', organization: org?.name ?? null });
    return reply.header('cache-control', 'private, no-store').header('content-disposition', attachment(`${checkout.invoiceNumber}.pdf`)).type('application/pdf').send(Buffer.from(pdf));
  });

  app.post('/api/payments/checkouts/:id/cancel', { schema: { params: IdParamsSchema, response: { 200: InvoiceStatusChangeSchema } } }, async (req): Promise<InvoiceStatusChange> => {
    const { id } = req.params;
    const principal = requirePrincipal(req);
    const checkout = await findCheckout(app.db, id);
    if (!checkout || checkout.buyerUserId !== principal.userId) throw appError('NOT_FOUND', 'Invoice not found.');
    if (checkout.status !== 'open') throw appError('CONFLICT', 'Only an open checkout can be cancelled.');
    await setCheckoutStatus(app.db, id, 'void', new Date(), principal.userId);
    return { id, status: 'void' };
  });
};
