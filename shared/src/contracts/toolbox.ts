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
