import { z } from 'zod';

/** Trademark clearance: a candidate mark searched against the register. */

export const NICE_CLASS_MIN = 1;
export const NICE_CLASS_MAX = 45;
export const NiceClassSchema = z.number().int().min(NICE_CLASS_MIN).max(NICE_CLASS_MAX);

export const TrademarkSearchRequestSchema = z.object({
  mark: z.string().trim().min(1).max(200),
  classes: z.array(NiceClassSchema).max(45),
});
export type TrademarkSearchRequest = z.infer<typeof TrademarkSearchRequestSchema>;

export const TrademarkResultSchema = z.object({
  serialNumber: z.string(),
  mark: z.string(),
  status: z.string(),
  owner: z.string(),
  classes: z.array(NiceClassSchema),
  /** 0..1, higher is closer. */
  score: z.number().min(0).max(1),
  /** Why the mark matched, one sentence each. */
  reasons: z.array(z.string()),
});
export type TrademarkResult = z.infer<typeof TrademarkResultSchema>;

export const TrademarkSearchResponseSchema = z.object({ results: z.array(TrademarkResultSchema) });
export type TrademarkSearchResponse = z.infer<typeof TrademarkSearchResponseSchema>;

/** GET /api/trademarks/register: how many marks the register holds, how many of them are demo data. */
export const TrademarkRegisterStatusSchema = z.object({ total: z.number().int().min(0), demo: z.number().int().min(0), lastImportedAt: z.string().nullable() });
export type TrademarkRegisterStatus = z.infer<typeof TrademarkRegisterStatusSchema>;
