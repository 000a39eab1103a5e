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

/** POST /api/acquisitions/term answers PatentTerm; maintenance fees come with it for a utility patent. */
export const PatentTermResponseSchema = PatentTermSchema.extend({
  maintenanceFees: z.array(MaintenanceFeeSchema),
  /** Fee dates that fall on a weekend or federal holiday. */
  notices: z.array(BusinessDayNoticeSchema),
});
export type PatentTermResponse = z.infer<typeof PatentTermResponseSchema>;

/** POST /api/acquisitions/maintenance-fees: the fee schedule of a patent, with statuses from known payments. */
export const MaintenanceFeesRequestSchema = z.object({
  kind: z.enum(PATENT_KINDS),
  filingDate: IsoDateSchema,
  grantDate: IsoDateSchema,
  payments: z.array(MaintenancePaymentSchema).max(3).optional(),
  /** The day statuses are computed for; today (UTC) when absent. */
  asOf: IsoDateSchema.optional(),
});
export type MaintenanceFeesRequest = z.infer<typeof MaintenanceFeesRequestSchema>;
export const MaintenanceFeesResponseSchema = z.object({ fees: z.array(MaintenanceFeeSchema), notices: z.array(BusinessDayNoticeSchema) });
export type MaintenanceFeesResponse = z.infer<typeof MaintenanceFeesResponseSchema>;

/** Portfolios: pasted or uploaded publication numbers, evaluated per patent from the corpus. */
export const PORTFOLIO_MAX_NUMBERS = 500;
export const PORTFOLIO_NOTE_MAX = 4000;

export const CreatePortfolioRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name the portfolio').max(200),
  numbers: z.array(z.string().trim().min(1).max(60)).min(1, 'Give at least one patent number').max(PORTFOLIO_MAX_NUMBERS, `At most ${PORTFOLIO_MAX_NUMBERS} numbers per portfolio`),
});
export type CreatePortfolioRequest = z.infer<typeof CreatePortfolioRequestSchema>;

/** `found`: corpus publication numbers; `missing`: the numbers as given that the corpus does not hold. */
export const CreatePortfolioResponseSchema = z.object({ id: z.string(), found: z.array(z.string()), missing: z.array(z.string()) });
export type CreatePortfolioResponse = z.infer<typeof CreatePortfolioResponseSchema>;

export const PortfolioSummarySchema = z.object({ id: z.string(), name: z.string(), found: z.number().int(), missing: z.number().int(), createdAt: z.string() });
export type PortfolioSummary = z.infer<typeof PortfolioSummarySchema>;
export const PortfolioListSchema = z.object({ portfolios: z.array(PortfolioSummarySchema) });

export const NextMaintenanceSchema = MaintenanceFeeSchema.extend({ notice: BusinessDayNoticeSchema.nullable() });
export type NextMaintenance = z.infer<typeof NextMaintenanceSchema>;

/** One patent of a portfolio, computed from its corpus record. */
export const PortfolioRowSchema = z.object({
  publicationNumber: z.string(),
  title: z.string(),
  assignee: z.string().nullable(),
  patentKind: z.enum(PATENT_KINDS).nullable(),
  filingDate: IsoDateSchema.nullable(),
  priorityDate: IsoDateSchema.nullable(),
  grantDate: IsoDateSchema.nullable(),
  /** Null when the record cannot give one; `termNote` says why. */
  term: PatentTermSchema.nullable(),
  termNote: z.string().nullable(),
  /** Years from the evaluation day to expiry, one decimal, 0 once expired. */
  remainingYears: z.number().nullable(),
  maintenanceFees: z.array(MaintenanceFeeSchema),
  nextMaintenance: NextMaintenanceSchema.nullable(),
  independentClaims: z.number().int().nullable(),
  totalClaims: z.number().int().nullable(),
  cpcSubclasses: z.array(z.string()),
  forwardCitations: z.number().int(),
  backwardCitations: z.number().int(),
  familySize: z.number().int().nullable(),
  note: z.string(),
});
export type PortfolioRow = z.infer<typeof PortfolioRowSchema>;

export const PortfolioDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** The day statuses and remaining years are computed for. */
  asOf: IsoDateSchema,
  rows: z.array(PortfolioRowSchema),
  missing: z.array(z.string()),
});
export type PortfolioDetail = z.infer<typeof PortfolioDetailSchema>;

export const PortfolioNoteRequestSchema = z.object({ note: z.string().max(PORTFOLIO_NOTE_MAX) });
/** `200` of saving a note: the patent and its note as stored (trimmed). */
export const PortfolioNoteSchema = z.object({ publicationNumber: z.string(), note: z.string() });
export const PORTFOLIO_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type PortfolioExportFormat = (typeof PORTFOLIO_EXPORT_FORMATS)[number];
