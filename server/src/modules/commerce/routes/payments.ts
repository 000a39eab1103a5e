import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  CheckoutResponseSchema,
  UpgradeQuoteSchema,
  UpgradeResponseSchema,
  CheckoutRequestSchema,
  CURRENCY,
  PurchaseCreditsRequestSchema,
  PurchaseLicensesRequestSchema,
  UpgradePlanRequestSchema,
  PurchaseLicensesResponseSchema,
  PaymentWebhookReceiptSchema,
  type CheckoutResponse,
  type PurchaseLicensesResponse,
  type PriceQuote,
  type UpgradeQuote,
  type UpgradeResponse,
} from '@iprism/shared/contracts';
import { countOf } from '@iprism/shared/text';
import { requirePrincipal, trustedOrigin } from '../../auth';
import { loadCatalogue } from '../catalogue';
import { creditAccountOf } from '../credit-charges';
import { parseFields } from '../parse-fields';
import { applyWebhookEvent, openCheckout, type CheckoutOrder, type Payments } from '../payments/checkout-service';
import { SIGNATURE_HEADER } from '../payments/provider';
import { subscriptionScopeOf } from '../subscription-scope';
import { creditPackLines, planOf, quotePrice } from '../../../domain/commerce/price-quote';
import { prorateUpgrade } from '../../../domain/commerce/proration';
import { upgradeGrant } from '../../../domain/commerce/credit-ledger';
import { findUserById } from '../../accounts';
import { appError, AppError } from '../../../platform/lib/errors';
import { ORG_ADMIN, PUBLIC, SIGNED_IN } from '../../../platform/http/access/route-access';

const NO_SUBSCRIPTION_MESSAGE = 'There is no running subscription to change. Choose a plan to start one.';
const HAS_SUBSCRIPTION_MESSAGE = 'You already have a running subscription. Upgrade it or add seats instead.';
const conflict = (message: string) => appError('CONFLICT', message);

const quoteOf = (lines: PriceQuote['lines']): PriceQuote => {
  const subtotalCents = lines.reduce((s, l) => s + l.amountCents, 0);
  return { currency: CURRENCY, lines, subtotalCents, discountCents: 0, totalCents: subtotalCents };
};

/**
 * The payment calls (SPEC §7: CSRF-exempt). Each opens one checkout through the configured provider and
 * answers where to pay; the purchase is applied when the provider's signed webhook says it was paid (or
 * staff mark the invoice paid). One open checkout per buyer (409), provider failures 502 (SPEC §8).
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: Payments }> = async (app, { payments }) => {
  async function buyerOf(req: FastifyRequest) {
    const principal = requirePrincipal(req);
    const user = await findUserById(app.db, principal.userId);
    if (!user) throw appError('UNAUTHORIZED');
    return { principal, buyer: { userId: user.id, email: user.email } };
  }
  const open = (req: FastifyRequest, order: CheckoutOrder) => openCheckout({ db: app.db, payments, log: req.log, origin: trustedOrigin(app.config, req) }, order, new Date());

  app.post('/api/payments/create-checkout', { config: { access: SIGNED_IN }, schema: { response: { 200: CheckoutResponseSchema } } }, async (req): Promise<CheckoutResponse> => {
    const body = parseFields(CheckoutRequestSchema, req.body);
    const { principal, buyer } = await buyerOf(req);
    const catalogue = await loadCatalogue(app.db);
    const quote = quotePrice(catalogue, body);
    const scope = await subscriptionScopeOf(app.db, app.orgAdminCheck, principal);
    if (scope.subscription) throw conflict(HAS_SUBSCRIPTION_MESSAGE);
    return open(req, { kind: 'subscription', buyer, owner: scope.owner, quote, plan: planOf(catalogue, body.planId), seats: body.seats, billing: body.billing });
  });

  app.post('/api/payments/purchase-credits', { config: { access: SIGNED_IN }, schema: { response: { 200: CheckoutResponseSchema } } }, async (req): Promise<CheckoutResponse> => {
    const { credits } = parseFields(PurchaseCreditsRequestSchema, req.body);
    const { principal, buyer } = await buyerOf(req);
    const catalogue = await loadCatalogue(app.db);
    let lines;
    try {
      lines = creditPackLines(catalogue.creditPacks, credits);
    } catch (err) {
      // The pack rules speak of extraCredits (the calculator's field); here the field is credits.
      if (err instanceof AppError && err.code === 'VALIDATION_FAILED') throw appError('VALIDATION_FAILED', err.message.replace(/^extraCredits/, 'credits'), [{ path: 'credits', message: err.message.replace(/^extraCredits: /, '') }]);
      throw err;
    }
    const account = await creditAccountOf(app.db, app.licensing, principal.userId, principal.orgId, new Date());
    return open(req, { kind: 'credits', buyer, owner: account.owner, quote: quoteOf(lines), credits });
  });

  async function upgradeOf(req: FastifyRequest, planId: string) {
    const { principal, buyer } = await buyerOf(req);
    const scope = await subscriptionScopeOf(app.db, app.orgAdminCheck, principal);
    if (!scope.subscription || scope.subscription.status === 'ended') throw conflict(NO_SUBSCRIPTION_MESSAGE);
    if (!scope.canManage) throw appError('FORBIDDEN', 'Only an administrator of your organisation can change its subscription.');
    const catalogue = await loadCatalogue(app.db);
    const sub = scope.subscription;
    const from = planOf(catalogue, sub.planId);
    const to = planOf(catalogue, planId);
    const proration = prorateUpgrade({ from, to, seats: sub.seats, billing: sub.billing, periodStart: new Date(sub.currentPeriodStart), periodEnd: new Date(sub.currentPeriodEnd), at: new Date() });
    return { buyer, scope, sub, from, to, proration, includedCredits: upgradeGrant(from, to, proration.remainingFraction) };
  }

  app.get('/api/payments/upgrade-quote', { config: { access: SIGNED_IN }, schema: { response: { 200: UpgradeQuoteSchema } } }, async (req): Promise<UpgradeQuote> => {
    const { planId } = parseFields(UpgradePlanRequestSchema, req.query);
    const { to, proration, includedCredits } = await upgradeOf(req, planId);
    return { planId: to.id, planName: to.name, proration, includedCredits };
  });

  app.post('/api/payments/upgrade-plan', { config: { access: SIGNED_IN }, schema: { response: { 200: UpgradeResponseSchema } } }, async (req): Promise<UpgradeResponse> => {
    const { planId } = parseFields(UpgradePlanRequestSchema, req.body);
    const { buyer, scope, sub, from, to, proration, includedCredits } = await upgradeOf(req, planId);
    const lines = [
      { label: `${to.name}, ${countOf(sub.seats, 'seat')}, rest of the current period`, amountCents: proration.chargeCents },
      { label: `Unused time on ${from.name}`, amountCents: -proration.creditCents },
    ];
    // The credits are fixed with the price, so the upgrade grants what the buyer was shown whenever it is paid.
    const opened = await open(req, { kind: 'upgrade', buyer, owner: scope.owner, quote: quoteOf(lines), plan: to, subscriptionId: sub.id, credits: includedCredits });
    return { ...opened, amountDueCents: proration.amountDueCents, proration, includedCredits };
  });

  app.post('/api/payments/purchase-licenses', { config: { access: ORG_ADMIN }, schema: { response: { 200: PurchaseLicensesResponseSchema } } }, async (req): Promise<PurchaseLicensesResponse> => {
    const { seats } = parseFields(PurchaseLicensesRequestSchema, req.body);
    const { principal, buyer } = await buyerOf(req);
    const scope = await subscriptionScopeOf(app.db, app.orgAdminCheck, principal);
    const sub = scope.subscription;
    if (!sub || !('organizationId' in scope.owner && scope.owner.organizationId)) throw conflict('Your organisation has no running subscription to add seats to. Choose a plan to start one.');
    if (sub.seats + seats > 1000) throw appError('VALIDATION_FAILED', 'seats: a subscription has at most 1000 seats.', [{ path: 'seats', message: 'a subscription has at most 1000 seats.' }]);
    const plan = planOf(await loadCatalogue(app.db), sub.planId);
    const start = Date.parse(sub.currentPeriodStart);
    const end = Date.parse(sub.currentPeriodEnd);
    const remaining = Math.max(0, Math.min(1, (end - Date.now()) / (end - start)));
    const perSeat = sub.billing === 'annual' ? plan.annualPriceCents : plan.monthlyPriceCents;
    const lines = [{ label: `${countOf(seats, 'extra seat')} of ${plan.name}, rest of the current period`, amountCents: Math.round(perSeat * seats * remaining) }];
    const opened = await open(req, { kind: 'licenses', buyer, owner: scope.owner, quote: quoteOf(lines), plan, seats, subscriptionId: sub.id });
    return { ...opened, amountDueCents: lines[0]!.amountCents };
  });

  // The webhook reads its body as text: the signature is over the exact bytes the provider sent.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    hook.post('/api/payments/webhook', { config: { access: PUBLIC }, schema: { response: { 200: PaymentWebhookReceiptSchema } } }, async (req) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const signature = req.headers[SIGNATURE_HEADER];
      const event = payments.provider.parseEvent(raw, typeof signature === 'string' ? signature : undefined);
      if (!event) return { received: true, outcome: 'ignored' };
      const outcome = await applyWebhookEvent({ db: app.db, provider: payments.provider, log: req.log }, event, new Date());
      if (outcome === 'applied') app.accessSignal.changed();
      req.log.info({ eventId: event.id, outcome }, 'payment event');
      return { received: true, outcome };
    });
  });
};
