import { z } from 'zod';

/** Invalidity charts: claims split into elements, each mapped to the best passage of each reference. */

export const InvalidityRequestSchema = z
  .object({
    number: z.string().min(1).optional(),
    applicationId: z.string().min(1).optional(),
    claims: z.array(z.number().int().positive()).optional(),
    priorityDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  })
  .refine((r) => r.number !== undefined || r.applicationId !== undefined, { message: 'Give a patent number or an application id.', path: ['number'] });
export type InvalidityRequest = z.infer<typeof InvalidityRequestSchema>;

export const ClaimElementSchema = z.object({ id: z.string(), text: z.string() });
export type ClaimElement = z.infer<typeof ClaimElementSchema>;

export const ChartedClaimSchema = z.object({ number: z.number().int().positive(), elements: z.array(ClaimElementSchema) });
export type ChartedClaim = z.infer<typeof ChartedClaimSchema>;

export const ChartCellSchema = z.object({
  elementId: z.string(),
  passage: z.string().nullable(),
  /** Pinpoint cite: claim number, paragraph or column:line when known. */
  location: z.string().nullable(),
  score: z.number().min(0).max(1),
});
export type ChartCell = z.infer<typeof ChartCellSchema>;

export const InvalidityReferenceSchema = z.object({
  number: z.string(),
  title: z.string(),
  publicationDate: z.string().nullable(),
  /** Share of the charted elements the reference covers, 0..1. */
  coverage: z.number().min(0).max(1),
  chart: z.array(ChartCellSchema),
});
export type InvalidityReference = z.infer<typeof InvalidityReferenceSchema>;

export const InvalidityResultSchema = z.object({
  priorityDate: z.string().nullable(),
  claims: z.array(ChartedClaimSchema),
  references: z.array(InvalidityReferenceSchema),
  /** References that alone cover every element of a charted claim. */
  anticipation: z.array(z.string()),
  /** Pairs (base reference first) that together cover every element of a charted claim, best first. */
  obviousness: z.array(z.tuple([z.string(), z.string()])),
});
export type InvalidityResult = z.infer<typeof InvalidityResultSchema>;
