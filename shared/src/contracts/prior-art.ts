import { z } from 'zod';
import { CpcPredictionSchema, SearchModeSchema } from './patents';

/** The priorArt stage's result, GET /api/applications/{id}/prior-art (issue 6). */

export const PRIOR_ART_TOP_REFERENCES = 20;
/** References in the claim chart's columns. */
export const CLAIM_CHART_REFERENCES = 5;
/** A reference at or above this relevance is "highly relevant" (the IDS check flags it when omitted). */
export const HIGH_RELEVANCE = 0.6;

export const PriorArtReferenceSchema = z.object({
  rank: z.number().int().min(1),
  publicationNumber: z.string(),
  title: z.string(),
  /** Fused rank score across the queries (reciprocal rank fusion): orders the list. */
  score: z.number(),
  /**
   * 0..1: how much of the best-covered independent claim the reference discloses (mean over the claim's
   * elements of the best passage's term coverage). Comparable across applications, unlike `score`.
   */
  relevance: z.number().min(0).max(1),
  snippet: z.string(),
  publicationDate: z.string().nullable(),
  filingDate: z.string().nullable(),
  priorityDate: z.string().nullable(),
  cpc: z.array(z.string()),
  /** Which queries found it: claim numbers, and 0 for the abstract. */
  foundBy: z.array(z.number().int().min(0)),
});
export type PriorArtReference = z.infer<typeof PriorArtReferenceSchema>;

export const ClaimChartMatchSchema = z.object({
  publicationNumber: z.string(),
  /** The best-matching passage of the reference for this element; null when nothing matched. */
  passage: z.string().nullable(),
  /** Where the passage is: title, abstract, claims or description. */
  field: z.string().nullable(),
  /** 0..1: share of the element's terms the passage covers. */
  score: z.number().min(0).max(1),
});
export const ClaimChartElementSchema = z.object({ index: z.number().int().min(1), text: z.string(), matches: z.array(ClaimChartMatchSchema) });
export const ClaimChartSchema = z.object({ claimNumber: z.number().int().min(1), references: z.array(z.string()), elements: z.array(ClaimChartElementSchema) });
export type ClaimChart = z.infer<typeof ClaimChartSchema>;

export const PriorArtResultSchema = z.object({
  applicationId: z.string(),
  status: z.enum(['completed', 'no-corpus', 'no-claims']),
  /** Documents published on or after this date are not prior art (the application's priority or filing date). */
  cutoffDate: z.string().nullable(),
  mode: SearchModeSchema,
  queries: z.array(z.object({ source: z.number().int().min(0), text: z.string() })),
  references: z.array(PriorArtReferenceSchema),
  claimCharts: z.array(ClaimChartSchema),
  cpcPredictions: z.array(CpcPredictionSchema),
  corpusSize: z.number().int().min(0),
  createdAt: z.string(),
});
export type PriorArtResult = z.infer<typeof PriorArtResultSchema>;
