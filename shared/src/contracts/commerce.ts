import { z } from 'zod';
import { LICENSE_TYPES } from './product';

/** Plans, prices, credits and subscriptions: the catalogue, the price calculator and the credit ledger. */

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const MIN_SEATS = 1;
export const MAX_SEATS = 1000;
export const CURRENCY = 'usd';

/** SPEC §8 canned payment messages. */
export const PAYMENT_IN_PROGRESS_MESSAGE = 'A payment is already in progress.';

export const PlanSchema = z.object({
  id: z.string().min(1),
  licenseType: z.enum(LICENSE_TYPES),
  /** The product family the plan belongs to ('pilot', 'toolbox'). */
  family: z.string().min(1),
  name: z.string().min(1),
  /** Per seat. */
  monthlyPriceCents: z.number().int().nonnegative(),
  /** Per seat for a year; 12 × monthly less the annual discount. */
  annualPriceCents: z.number().int().nonnegative(),
  /** Granted at the start of each billing period. */
  includedCredits: z.number().int().nonnegative(),
  creditsUnlimited: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlansResponseSchema = z.object({ plans: z.array(PlanSchema) });
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

/** A pack of analysis credits sold on its own. */
export const CreditPackSchema = z.object({
  credits: z.number().int().positive(),
  priceCents: z.number().int().nonnegative(),
});
export type CreditPack = z.infer<typeof CreditPackSchema>;
export const CreditPacksResponseSchema = z.object({ creditPacks: z.array(CreditPackSchema) });

export const CatalogueSchema = z.object({ plans: z.array(PlanSchema), creditPacks: z.array(CreditPackSchema) });
export type Catalogue = z.infer<typeof CatalogueSchema>;

export const PriceRequestSchema = z.object({
  planId: z.string().min(1),
  seats: z.number().int().min(MIN_SEATS).max(MAX_SEATS),
  billing: z.enum(BILLING_PERIODS),
  extraCredits: z.number().int().nonnegative().optional(),
});
export type PriceRequest = z.infer<typeof PriceRequestSchema>;

export const PriceLineSchema = z.object({ label: z.string(), amountCents: z.number().int() });
export type PriceLine = z.infer<typeof PriceLineSchema>;

export const PriceQuoteSchema = z.object({
  currency: z.literal(CURRENCY),
  lines: z.array(PriceLineSchema),
  subtotalCents: z.number().int(),
  discountCents: z.number().int().nonnegative(),
  totalCents: z.number().int(),
});
export type PriceQuote = z.infer<typeof PriceQuoteSchema>;

export const ProrationSchema = z.object({
  currency: z.literal(CURRENCY),
  /** Share of the current period still to run, 0..1. */
  remainingFraction: z.number().min(0).max(1),
  /** Unused value of the current plan, credited. */
  creditCents: z.number().int().nonnegative(),
  /** The new plan for the rest of the period. */
  chargeCents: z.number().int().nonnegative(),
  amountDueCents: z.number().int().nonnegative(),
});
export type Proration = z.infer<typeof ProrationSchema>;

export const CREDIT_REASONS = ['application', 'refund', 'period-grant', 'upgrade-grant', 'purchase', 'adjustment'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const CreditEntrySchema = z.object({
  at: z.string().datetime(),
  amount: z.number().int(),
  reason: z.enum(CREDIT_REASONS),
  applicationId: z.string().optional(),
  /** For a period grant: the start of the billing period it belongs to. */
  periodStart: z.string().datetime().optional(),
});
export type CreditEntry = z.infer<typeof CreditEntrySchema>;

export const CreditsResponseSchema = z.object({
  balance: z.number().int(),
  unlimited: z.boolean(),
  entries: z.array(CreditEntrySchema.pick({ at: true, amount: true, reason: true, applicationId: true })),
});
export type CreditsResponse = z.infer<typeof CreditsResponseSchema>;
/** `200` of GET /api/account/credits: one page of the entries, newest first. */
export const CreditsPageSchema = CreditsResponseSchema.extend({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type CreditsPage = z.infer<typeof CreditsPageSchema>;

export const SUBSCRIPTION_STATUSES = ['active', 'canceling', 'grace', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** `200` of cancelling or resuming the subscription. */
export const SubscriptionChangeSchema = z.object({ status: z.enum(SUBSCRIPTION_STATUSES) });
export type SubscriptionChange = z.infer<typeof SubscriptionChangeSchema>;

/** How long a failed renewal keeps the licence before the subscription ends. */
export const RENEWAL_GRACE_DAYS = 14;

export const SubscriptionStateSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  planId: z.string(),
  seats: z.number().int().min(MIN_SEATS).max(MAX_SEATS),
  billing: z.enum(BILLING_PERIODS),
  currentPeriodStart: z.string().datetime(),
  currentPeriodEnd: z.string().datetime(),
  /** Set while in the grace period after a failed renewal. */
  graceUntil: z.string().datetime().nullable(),
  endedAt: z.string().datetime().nullable(),
});
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;

/** Paging of GET /api/account/credits (newest first). */
export const CreditsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type CreditsQuery = z.infer<typeof CreditsQuerySchema>;

export const CheckoutRequestSchema = z.object({ planId: z.string().min(1), seats: z.number().int().min(MIN_SEATS).max(MAX_SEATS), billing: z.enum(BILLING_PERIODS) });
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;
export const PurchaseCreditsRequestSchema = z.object({ credits: z.number().int().positive().max(100_000) });
export const UpgradePlanRequestSchema = z.object({ planId: z.string().min(1) });
export const PurchaseLicensesRequestSchema = z.object({ seats: z.number().int().min(MIN_SEATS).max(MAX_SEATS) });

/** Where the buyer goes to pay: the provider's page (Stripe, the demo card page) or their invoice. */
export const CheckoutResponseSchema = z.object({ checkoutId: z.string(), url: z.string() });
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;
/** `200` of POST /api/payments/purchase-licenses: the checkout and what the extra seats cost for the rest of the period. */
export const PurchaseLicensesResponseSchema = CheckoutResponseSchema.extend({ amountDueCents: z.number().int().nonnegative() });
export type PurchaseLicensesResponse = z.infer<typeof PurchaseLicensesResponseSchema>;
/** `200` of the payment provider's webhook: the event was received, and what applying it did. */
export const PaymentWebhookReceiptSchema = z.object({ received: z.literal(true), outcome: z.string() });

export const UpgradeQuoteSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  proration: ProrationSchema,
  /** Credits added when the upgrade is paid: the new plan's included credits beyond the current one's, for the rest of the period. */
  includedCredits: z.number().int().nonnegative(),
});
export type UpgradeQuote = z.infer<typeof UpgradeQuoteSchema>;
export const UpgradeResponseSchema = CheckoutResponseSchema.extend({ amountDueCents: z.number().int().nonnegative(), proration: ProrationSchema, includedCredits: z.number().int().nonnegative() });
export type UpgradeResponse = z.infer<typeof UpgradeResponseSchema>;

export const CHECKOUT_KINDS = ['subscription', 'credits', 'upgrade', 'licenses', 'renewal'] as const;
export const INVOICE_STATUSES = ['open', 'paid', 'declined', 'void', 'refunded'] as const;
/** `200` of an action on one invoice (cancel, mark paid, void, refund): its new status. */
export const InvoiceStatusChangeSchema = z.object({ id: z.string(), status: z.enum(INVOICE_STATUSES) });
export type InvoiceStatusChange = z.infer<typeof InvoiceStatusChangeSchema>;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const InvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(CHECKOUT_KINDS),
  status: z.enum(INVOICE_STATUSES),
  lines: z.array(PriceLineSchema),
  totalCents: z.number().int(),
  currency: z.literal(CURRENCY),
  provider: z.string(),
  createdAt: z.string().datetime(),
  paidAt: z.string().datetime().nullable(),
  /** The invoice PDF (buyer, owner's admins and staff). */
  pdfUrl: z.string(),
  /** Where to pay while it is open. */
  payUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const SubscriptionViewSchema = z.object({
  subscription: z
    .object({
      id: z.string(),
      planId: z.string(),
      planName: z.string(),
      licenseType: z.enum(LICENSE_TYPES),
      status: z.enum(SUBSCRIPTION_STATUSES),
      billing: z.enum(BILLING_PERIODS),
      seats: z.number().int(),
      /** Members holding a seat (1 for a personal subscription). */
      seatsUsed: z.number().int(),
      currentPeriodStart: z.string().datetime(),
      currentPeriodEnd: z.string().datetime(),
      graceUntil: z.string().datetime().nullable(),
      /** Whether the caller may cancel, resume and buy seats (the owner, or the owning organisation's admins). */
      canManage: z.boolean(),
      ownedByOrganization: z.boolean(),
    })
    .nullable(),
  history: z.array(z.object({ at: z.string().datetime(), event: z.string(), detail: z.string() })),
  invoices: z.array(InvoiceSchema),
});
export type SubscriptionView = z.infer<typeof SubscriptionViewSchema>;

export const AdminSalesSchema = z.object({
  currency: z.literal(CURRENCY),
  /** Monthly recurring revenue of the running subscriptions (annual ones at a twelfth). */
  mrrCents: z.number().int(),
  activeSubscriptions: z.number().int(),
  revenueByMonth: z.array(z.object({ month: z.string(), amountCents: z.number().int() })),
  revenueByPlan: z.array(z.object({ label: z.string(), amountCents: z.number().int() })),
  subscriptions: z.array(
    z.object({ id: z.string(), owner: z.string(), planName: z.string(), seats: z.number().int(), billing: z.enum(BILLING_PERIODS), status: z.enum(SUBSCRIPTION_STATUSES), currentPeriodEnd: z.string().datetime(), mrrCents: z.number().int() }),
  ),
  invoices: z.array(InvoiceSchema.extend({ buyer: z.string() })),
});
export type AdminSales = z.infer<typeof AdminSalesSchema>;
