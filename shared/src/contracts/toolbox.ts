import { z } from 'zod';
import { IsoDateSchema as IsoDate } from './acquisitions';
import { ENTITY_SIZES } from './report';

/** The toolbox's IDS rules: the size fee of 37 CFR 1.17(v) / 1.98(a)(4) and the timing of 37 CFR 1.97. */

export const IdsSizeFeeRequestSchema = z.object({
  previouslyCitedItems: z.number().int().nonnegative(),
  newItems: z.number().int().nonnegative(),
  sizeFeesPaidCents: z.number().int().nonnegative().optional(),
  entity: z.enum(ENTITY_SIZES),
});
export type IdsSizeFeeRequest = z.infer<typeof IdsSizeFeeRequestSchema>;

export const IDS_SIZE_TIERS = [0, 1, 2, 3] as const;
export type IdsSizeTier = (typeof IDS_SIZE_TIERS)[number];

export const IdsSizeFeeSchema = z.object({
  cumulativeItems: z.number().int().nonnegative(),
  tier: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  feeCents: z.number().int().nonnegative(),
  /** The 37 CFR 1.98(a)(4) assertion the IDS must carry. */
  assertion: z.string(),
});
export type IdsSizeFee = z.infer<typeof IdsSizeFeeSchema>;

/** The 37 CFR 1.98(a)(4) assertions, word for word the two the rule allows. */
export const IDS_SIZE_FEE_ASSERTIONS = {
  feeAccompanies: 'The information disclosure statement is accompanied by the applicable information disclosure statement size fee under 37 CFR 1.17(v).',
  noFeeRequired: 'No information disclosure statement size fee under 37 CFR 1.17(v) is required.',
} as const;

export const IDS_TIMING_RULES = ['1.97(b)', '1.97(c)', '1.97(d)', 'after issue fee'] as const;
export type IdsTimingRule = (typeof IDS_TIMING_RULES)[number];

export const IdsTimingRequestSchema = z.object({
  /** The filing date, or for a national stage application the date of entry into the national stage. */
  filingDate: IsoDate,
  submittedAt: IsoDate,
  firstActionOnMeritsDate: IsoDate.optional(),
  finalActionOrAllowanceDate: IsoDate.optional(),
  issueFeePaidDate: IsoDate.optional(),
  /** The day a foreign patent office first cited an item of the IDS in a counterpart application. */
  foreignCitationFirstDate: IsoDate.optional(),
  /** A national stage application under 35 U.S.C. 371. */
  national: z.boolean(),
});
export type IdsTimingRequest = z.infer<typeof IdsTimingRequestSchema>;

export const IdsTimingSchema = z.object({
  rule: z.enum(IDS_TIMING_RULES),
  needs: z.object({ statement: z.boolean(), fee: z.boolean(), petition: z.boolean() }),
  explanation: z.string(),
});
export type IdsTiming = z.infer<typeof IdsTimingSchema>;

/** The USPTO forms the toolbox fills. */
export const TOOLBOX_FORMS = ['ads', 'ids', 'transmittal', 'declaration'] as const;
export type ToolboxForm = (typeof TOOLBOX_FORMS)[number];

export const TOOLBOX_FORM_INFO: Record<ToolboxForm, { name: string; rule: string; description: string }> = {
  ads: { name: 'Application Data Sheet', rule: '37 CFR 1.76', description: 'Inventors, correspondence, application information, domestic benefit and foreign priority, applicant (substitute ADS layout, PTO/AIA/14).' },
  ids: { name: 'Information Disclosure Statement', rule: '37 CFR 1.97 and 1.98', description: 'The SB/08 citation list with the timing statement and the size-fee assertion worked out.' },
  transmittal: { name: 'Utility Patent Application Transmittal', rule: '37 CFR 1.53(b)', description: 'What is filed: specification, claims, drawings, declaration, ADS, fees (PTO/AIA/15 layout).' },
  declaration: { name: 'Inventor Declaration', rule: '37 CFR 1.63', description: 'The declaration each inventor signs for the application (PTO/AIA/01 layout).' },
};

/** `200` of GET /api/toolbox/forms: the forms the toolbox fills, with what each is. */
export const ToolboxFormListSchema = z.object({ forms: z.array(z.object({ id: z.enum(TOOLBOX_FORMS), name: z.string(), rule: z.string(), description: z.string() })) });

/** One field of a form: its value and where the value came from ("USPTO XML: inventors", "Typed", …). */
export const FormFieldSchema = z.object({
  key: z.string().min(1).max(120),
  label: z.string().max(200),
  value: z.string().max(20_000),
  source: z.string().max(200),
  multiline: z.boolean().optional(),
});
export type FormField = z.infer<typeof FormFieldSchema>;

export const FormSectionSchema = z.object({
  id: z.string().min(1).max(80),
  title: z.string().max(200),
  fields: z.array(FormFieldSchema).max(200),
});
export type FormSection = z.infer<typeof FormSectionSchema>;

export const FormFillContentSchema = z.object({
  form: z.enum(TOOLBOX_FORMS),
  title: z.string().trim().min(1, 'Please give the fill a title.').max(300),
  applicationId: z.string().max(100).nullable(),
  sections: z.array(FormSectionSchema).min(1).max(200),
});
export type FormFillContent = z.infer<typeof FormFillContentSchema>;

export const FormPrefillRequestSchema = z.object({
  form: z.enum(TOOLBOX_FORMS),
  /** An uploaded or archived application of the caller's; absent: a blank form. */
  applicationId: z.string().trim().min(1).max(100).optional(),
});
export type FormPrefillRequest = z.infer<typeof FormPrefillRequestSchema>;

export const SavedFormFillSchema = FormFillContentSchema.extend({ id: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type SavedFormFill = z.infer<typeof SavedFormFillSchema>;
export const FormFillSummarySchema = z.object({ id: z.string(), form: z.enum(TOOLBOX_FORMS), title: z.string(), updatedAt: z.string() });
export type FormFillSummary = z.infer<typeof FormFillSummarySchema>;
export const FormFillListSchema = z.object({ fills: z.array(FormFillSummarySchema) });
export type FormFillList = z.infer<typeof FormFillListSchema>;

export const ToolboxToolSchema = z.object({ id: z.string(), name: z.string(), description: z.string(), path: z.string() });
export const ToolboxHomeSchema = z.object({
  licenseType: z.string().nullable(),
  tools: z.array(ToolboxToolSchema),
  /** Credits left on the licence owner's account. */
  credits: z.number().int(),
  recentFills: z.array(FormFillSummarySchema),
});
export type ToolboxHome = z.infer<typeof ToolboxHomeSchema>;

/** The IDS rules worked out for an IDS form fill, and the statements its PDF carries. */
export const IdsFillRulesSchema = z.object({
  itemCount: z.number().int().nonnegative(),
  sizeFee: IdsSizeFeeSchema.nullable(),
  timing: IdsTimingSchema.nullable(),
  /** Why a rule could not be worked out: "field: message", for the user to correct. */
  problems: z.array(z.string()),
  statements: z.array(z.string()),
  /** The 37 CFR 1.17(p) fee at the entity's rate, due when the timing needs the fee; null when the entity is not readable. */
  statementFeeCents: z.number().int().nonnegative().nullable(),
  /** The fee table the amounts were read from, the same one the report's fee estimate uses. */
  feeTable: z.object({ effectiveDate: z.string(), source: z.string() }),
});
export type IdsFillRules = z.infer<typeof IdsFillRulesSchema>;
