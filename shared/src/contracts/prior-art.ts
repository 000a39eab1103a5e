import { z } from 'zod';
import { CpcPredictionSchema, SearchModeSchema } from './patents';
import { DateClaimSchema } from './report';

/** The priorArt stage's result, GET /api/applications/{id}/prior-art. */

export const PRIOR_ART_TOP_REFERENCES = 20;
/** References in the claim chart's columns. */
export const CLAIM_CHART_REFERENCES = 5;
/** A reference at or above this relevance is "highly relevant" (the IDS check flags it when omitted). */
export const HIGH_RELEVANCE = 0.6;
/** The least relevance a listed reference has: 5 % of a claim's elements in the application's own group, a fifth of a claim elsewhere in its class. */
export const MIN_RELEVANCE = 0.05;

/** Where the cutoff comes from: the user's date, the document's earliest date, or none (uncut). */
export const CUTOFF_SOURCES = ['user', 'document', 'none'] as const;
export type CutoffSource = (typeof CUTOFF_SOURCES)[number];

/** PUT /api/applications/{id}/prior-art/cutoff: the user's cutoff date, or null to return to the document's. */
export const PriorArtCutoffRequestSchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD').nullable() });
export type PriorArtCutoffRequest = z.infer<typeof PriorArtCutoffRequestSchema>;
/** `202` of setting the cutoff: prior art is searched again before it. */
export const PriorArtCutoffAcceptedSchema = z.object({ id: z.string(), cutoffDate: z.string().nullable() });

/** How close a reference's CPC field is to the application's: same main group, subclass, class, none; unknown without symbols. */
export const CPC_OVERLAPS = ['main-group', 'subclass', 'class', 'none', 'unknown'] as const;
export type CpcOverlap = (typeof CPC_OVERLAPS)[number];

export const PriorArtReferenceSchema = z.object({
  rank: z.number().int().min(1),
  publicationNumber: z.string(),
  title: z.string(),
  /** Fused rank score across the queries (reciprocal rank fusion): which documents are charted at all. */
  score: z.number(),
  /**
   * 0..1, orders the list and is the figure shown: how much of the best-covered independent claim the
   * reference discloses (mean over the claim's elements of the best passage's term coverage), weighed by
   * how close its CPC field is to the application's (`field`). Comparable across applications.
   */
  relevance: z.number().min(0).max(1),
  /** The closest CPC level the reference shares with the application's own or predicted classes. */
  field: z.enum(CPC_OVERLAPS).default('unknown'),
  snippet: z.string(),
  publicationDate: z.string().nullable(),
  filingDate: z.string().nullable(),
  priorityDate: z.string().nullable(),
  cpc: z.array(z.string()),
  /** Which queries found it: claim numbers, and 0 for the abstract; empty when only the application's CPC main groups did. */
  foundBy: z.array(z.number().int().min(0)),
});
export type PriorArtReference = z.infer<typeof PriorArtReferenceSchema>;

export const ClaimChartMatchSchema = z.object({
  publicationNumber: z.string(),
  /** The best-matching passage of the reference for this element; null when nothing matched. */
  passage: z.string().nullable(),
  /** Where the passage is in the reference: abstract, claims or description. */
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
  /**
   * Documents published on or after this date are not prior art: the user's date, else the earliest date the
   * application claims. Null when neither exists: the search was not cut off (the page asks for a date).
   */
  cutoffDate: z.string().nullable(),
  /** Why the cutoff is that date ("2001-06-06 — parent application 09/876,376, division"); null without a cutoff. */
  cutoffBasis: z.string().nullable().default(null),
  cutoffSource: z.enum(CUTOFF_SOURCES).default('none'),
  /** The dates the document claims, earliest first: what the user chooses among when editing the cutoff. */
  dateClaims: z.array(DateClaimSchema).default([]),
  /** Corpus documents left out because they are the application itself or its family. */
  excluded: z.array(z.object({ publicationNumber: z.string(), reason: z.enum(['self', 'family']) })).default([]),
  mode: SearchModeSchema,
  queries: z.array(z.object({ source: z.number().int().min(0), text: z.string() })),
  references: z.array(PriorArtReferenceSchema),
  claimCharts: z.array(ClaimChartSchema),
  cpcPredictions: z.array(CpcPredictionSchema),
  corpusSize: z.number().int().min(0),
  createdAt: z.string(),
});
export type PriorArtResult = z.infer<typeof PriorArtResultSchema>;
