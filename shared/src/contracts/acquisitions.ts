import { z } from 'zod';

/** Patent term and maintenance fees of a US patent, computed and explained. */

export const PATENT_KINDS = ['utility', 'design', 'plant'] as const;
export type PatentKind = (typeof PATENT_KINDS)[number];

/** A calendar date, YYYY-MM-DD. */
export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');

export const PatentTermRequestSchema = z.object({
  kind: z.enum(PATENT_KINDS),
  filingDate: IsoDateSchema,
  grantDate: IsoDateSchema,
  /** The earliest US non-provisional application whose benefit is claimed (35 U.S.C. 120, 121, 365(c)); the filing date when absent. */
  earliestNonProvisionalFilingDate: IsoDateSchema.optional(),
  /** Patent term adjustment, 35 U.S.C. 154(b). */
  ptaDays: z.number().int().nonnegative().optional(),
  /** Patent term extension, 35 U.S.C. 156. */
  pteDays: z.number().int().nonnegative().optional(),
  /** The expiry date of the patent a terminal disclaimer ties this one to. */
  terminalDisclaimerDate: IsoDateSchema.optional(),
});
export type PatentTermRequest = z.infer<typeof PatentTermRequestSchema>;

export const PatentTermSchema = z.object({
  expiresAt: IsoDateSchema,
  /** One sentence naming the rule applied and the figures it used. */
  basis: z.string(),
});
export type PatentTerm = z.infer<typeof PatentTermSchema>;

export const MAINTENANCE_FEE_YEARS = [3.5, 7.5, 11.5] as const;
export type MaintenanceFeeYear = (typeof MAINTENANCE_FEE_YEARS)[number];

export const MAINTENANCE_FEE_STATUSES = ['paid', 'open', 'in surcharge', 'lapsed', 'future'] as const;
export type MaintenanceFeeStatus = (typeof MAINTENANCE_FEE_STATUSES)[number];

export const MaintenancePaymentSchema = z.object({
  year: z.union([z.literal(3.5), z.literal(7.5), z.literal(11.5)]),
  paidAt: IsoDateSchema,
});
export type MaintenancePayment = z.infer<typeof MaintenancePaymentSchema>;

export const MaintenanceFeeSchema = z.object({
  year: z.union([z.literal(3.5), z.literal(7.5), z.literal(11.5)]),
  /** The window opens 6 months before the due date. */
  opensAt: IsoDateSchema,
  /** Last day without surcharge. */
  dueAt: IsoDateSchema,
  /** Last day of the 6-month surcharge period; unpaid after it, the patent lapses. */
  surchargeUntil: IsoDateSchema,
  status: z.enum(MAINTENANCE_FEE_STATUSES),
});
export type MaintenanceFee = z.infer<typeof MaintenanceFeeSchema>;

/** A deadline on a weekend or federal holiday, and the day it may be met instead (35 U.S.C. 21(b)). */
export const BusinessDayNoticeSchema = z.object({
  date: IsoDateSchema,
  /** 'Saturday', 'Sunday' or the holiday's name. */
  reason: z.string(),
  nextBusinessDay: IsoDateSchema,
  message: z.string(),
});
export type BusinessDayNotice = z.infer<typeof BusinessDayNoticeSchema>;
