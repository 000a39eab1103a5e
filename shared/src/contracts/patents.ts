import { z } from 'zod';

/**
 * The patent corpus and its search. Publication numbers are in DOCDB form: country, number and
 * kind, joined without spaces for the key (US10123456B2); CPC symbols without spaces (H04L9/32).
 */

export const PATENT_SEARCH_PAGE_SIZE = 20;
export const PATENT_SEARCH_MAX_PAGE_SIZE = 100;
export const PATENT_SEARCH_MAX_QUERY_LENGTH = 20_000;

export const CitedBySchema = z.enum(['examiner', 'applicant', 'third-party', 'unknown']);
export type CitedBy = z.infer<typeof CitedBySchema>;

/** A reference a corpus document cites: a patent in DOCDB form, or non-patent literature as its text. */
export const CorpusCitationSchema = z.object({
  publicationNumber: z.string().nullable(),
  country: z.string().nullable(),
  number: z.string().nullable(),
  kind: z.string().nullable(),
  date: z.string().nullable(),
  text: z.string().nullable(),
  citedBy: CitedBySchema,
});
export type CorpusCitation = z.infer<typeof CorpusCitationSchema>;

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date in the form YYYY-MM-DD');

export const PatentSearchFiltersSchema = z
  .object({
    /** Only documents published before this date (the pipeline passes the application's priority date). */
    publishedBefore: IsoDate.optional(),
    /** Only documents published on or after this date (a user's prior-art date limit). */
    publishedAfter: IsoDate.optional(),
    /** CPC symbol prefix, e.g. G06N or G06N3/08. */
    cpc: z.string().trim().min(1).max(40).optional(),
    country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Use a two-letter country code').optional(),
    kind: z.string().trim().toUpperCase().regex(/^[A-Z]\d?$/, 'Use a kind code such as A1 or B2').optional(),
  })
  .strict();
export type PatentSearchFilters = z.infer<typeof PatentSearchFiltersSchema>;

/** POST /api/patents/search */
export const PatentSearchRequestSchema = z
  .object({
    query: z.string().trim().min(1, 'Enter search terms').max(PATENT_SEARCH_MAX_QUERY_LENGTH),
    filters: PatentSearchFiltersSchema.default({}),
    /** 1-based. */
    page: z.number().int().min(1).max(500).default(1),
    pageSize: z.number().int().min(1).max(PATENT_SEARCH_MAX_PAGE_SIZE).default(PATENT_SEARCH_PAGE_SIZE),
  })
  .strict();
export type PatentSearchRequest = z.input<typeof PatentSearchRequestSchema>;
export type PatentSearchQuery = z.output<typeof PatentSearchRequestSchema>;

/** Which rankings produced a result list: full text only until the vectors are ready. */
export const SearchModeSchema = z.enum(['fused', 'fulltext', 'vector']);
export type SearchMode = z.infer<typeof SearchModeSchema>;

/**
 * Why a document ranks where it does: its place in the full-text ranking of the query's terms (null when it
 * matches none of them, or, in a fused search, ranks below the depth read for the page) and its cosine similarity
 * to the query by meaning (null when it is not among the nearest documents, or search runs without vectors). The
 * snippet marks the matched terms.
 */
export const HitRankingSchema = z.object({ fullTextRank: z.number().int().positive().nullable(), similarity: z.number().min(-1).max(1).nullable() });
export type HitRanking = z.infer<typeof HitRankingSchema>;

export const PatentHitSchema = z.object({
  publicationNumber: z.string(),
  country: z.string(),
  number: z.string(),
  kind: z.string(),
  title: z.string(),
  /** Text around the matched terms, matched terms wrapped in <mark></mark>; everything else is escaped. */
  snippet: z.string(),
  score: z.number(),
  publicationDate: z.string().nullable(),
  filingDate: z.string().nullable(),
  priorityDate: z.string().nullable(),
  cpc: z.array(z.string()),
  /** Set by a corpus search; lists built otherwise (a classification search) have no query to rank against. */
  ranking: HitRankingSchema.optional(),
});
export type PatentHit = z.infer<typeof PatentHitSchema>;

/**
 * Whether the corpus is still arriving: `loading` while an import the server runs is in progress or imported
 * documents still wait for their vectors (search and classification then answer from less than they will).
 * `total`: the documents the corpus will hold when known (null while an import of unknown size runs);
 * `embedded`: documents with a current vector (null when search runs without vectors).
 */
export const CorpusLoadSchema = z.object({
  state: z.enum(['loading', 'ready']),
  documents: z.number().int().min(0),
  total: z.number().int().min(0).nullable(),
  embedded: z.number().int().min(0).nullable(),
});
export type CorpusLoad = z.infer<typeof CorpusLoadSchema>;

/** What the browser says while the corpus loads: documents in, and vectors when those are what is missing. */
export function corpusLoadingMessage(load: CorpusLoad): string | null {
  if (load.state !== 'loading') return null;
  const total = load.total ?? load.documents;
  const fmt = (n: number) => n.toLocaleString('en-US');
  if (load.documents < total || load.total === null) return `Corpus loading: ${fmt(load.documents)} of ${load.total === null ? 'an unknown number of' : fmt(total)} documents. Results may be incomplete until it finishes.`;
  return `Corpus loading: ${fmt(load.embedded ?? 0)} of ${fmt(total)} documents indexed for semantic search. Results are full text only until it finishes.`;
}

export const PatentSearchResponseSchema = z.object({
  results: z.array(PatentHitSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  mode: SearchModeSchema,
  /** Absent from answers not given by the search route (the pipeline's own searches). */
  corpus: CorpusLoadSchema.optional(),
});
export type PatentSearchResponse = z.infer<typeof PatentSearchResponseSchema>;

/** POST /api/patents/classify */
export const ClassifyRequestSchema = z.object({ text: z.string().trim().min(1, 'Enter text to classify').max(PATENT_SEARCH_MAX_QUERY_LENGTH) }).strict();
/** A corpus document that carries a predicted symbol: the evidence a reader can open. */
export const CpcSupportSchema = z.object({ publicationNumber: z.string(), title: z.string() });
export type CpcSupport = z.infer<typeof CpcSupportSchema>;
/**
 * A predicted CPC subclass. `score` is calibrated once the corpus model is trained (a score of 0.7 is right
 * about 70 % of the time); `supporting` lists the nearest corpus documents that carry the subclass (absent in
 * reports stored before it existed).
 */
export const CpcPredictionSchema = z.object({ symbol: z.string(), title: z.string(), score: z.number().min(0).max(1), supporting: z.array(CpcSupportSchema).optional() });
export type CpcPrediction = z.infer<typeof CpcPredictionSchema>;
/** A predicted section (A–H, Y) or main group (H04L9/00), scored like the subclasses. */
export const CpcLevelPredictionSchema = z.object({ symbol: z.string(), title: z.string(), score: z.number().min(0).max(1) });
export type CpcLevelPrediction = z.infer<typeof CpcLevelPredictionSchema>;
/** Below this score a prediction is shown as "low confidence": more likely wrong than right. */
export const CPC_LOW_CONFIDENCE = 0.5;
export const ClassifyResponseSchema = z.object({
  predictions: z.array(CpcPredictionSchema),
  sections: z.array(CpcLevelPredictionSchema),
  groups: z.array(CpcLevelPredictionSchema),
  /** False until the corpus model is trained: scores are then vote shares, not probabilities. */
  calibrated: z.boolean(),
  corpus: CorpusLoadSchema.optional(),
});
export type ClassifyResponse = z.infer<typeof ClassifyResponseSchema>;

export const CpcKindSchema = z.enum(['section', 'class', 'subclass', 'group']);
export const CpcChildSchema = z.object({ symbol: z.string(), kind: CpcKindSchema, title: z.string(), documentCount: z.number().int().min(0) });
/** GET /api/cpc/{symbol}; GET /api/cpc lists the sections. */
export const CpcNodeSchema = z.object({
  symbol: z.string(),
  kind: CpcKindSchema,
  title: z.string(),
  parent: z.string().nullable(),
  /** From the section down to this symbol's parent. */
  path: z.array(z.object({ symbol: z.string(), title: z.string() })),
  documentCount: z.number().int().min(0),
  children: z.array(CpcChildSchema),
});
export type CpcNode = z.infer<typeof CpcNodeSchema>;

/** Corpus size and import history (admin screen). */
export const CorpusImportSchema = z.object({
  id: z.string(),
  source: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  imported: z.number().int(),
  updated: z.number().int(),
  rejected: z.number().int(),
  rejections: z.array(z.object({ record: z.string(), reason: z.string() })),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CorpusImport = z.infer<typeof CorpusImportSchema>;
/** `200` of the dev tool that imports one corpus file: what the run did. */
export const DevCorpusImportResultSchema = CorpusImportSchema.pick({ imported: true, updated: true, rejected: true, error: true }).extend({
  status: z.enum(['completed', 'failed']),
  /** Notifications sent to the owners of the watches the new documents match. */
  watchNotifications: z.number().int(),
});
export const CorpusStatusSchema = z.object({
  documents: z.number().int(),
  byCountry: z.array(z.object({ country: z.string(), documents: z.number().int() })),
  cpcSymbols: z.number().int(),
  /** `running` while documents are being embedded (the admin screen refreshes meanwhile). */
  vectors: z.object({ model: z.string().nullable(), embedded: z.number().int(), pending: z.number().int(), running: z.boolean() }),
  imports: z.array(CorpusImportSchema),
});
export type CorpusStatus = z.infer<typeof CorpusStatusSchema>;

/** A citation on a patent page: in the corpus (linkable, titled) or only named by the citing record. */
export const PatentCitationLinkSchema = z.object({
  publicationNumber: z.string().nullable(),
  title: z.string().nullable(),
  date: z.string().nullable(),
  citedBy: CitedBySchema,
  inCorpus: z.boolean(),
  /** Non-patent literature as cited. */
  text: z.string().nullable(),
});
export type PatentCitationLink = z.infer<typeof PatentCitationLinkSchema>;

/** GET /api/patents/{number}: the corpus record with citations both ways (forward: corpus documents citing it). */
export const PatentRecordSchema = z.object({
  publicationNumber: z.string(),
  country: z.string(),
  number: z.string(),
  kind: z.string(),
  title: z.string(),
  abstract: z.string(),
  /** Null when the corpus has no claims text for it. */
  claims: z.string().nullable(),
  cpc: z.array(z.object({ symbol: z.string(), title: z.string().nullable() })),
  filingDate: z.string().nullable(),
  priorityDate: z.string().nullable(),
  publicationDate: z.string().nullable(),
  /** The publication date of a granted document (US kinds B, S, P2/P3, E); null for an application. */
  grantDate: z.string().nullable(),
  assignees: z.array(z.string()),
  inventors: z.array(z.string()),
  citations: z.object({ backward: z.array(PatentCitationLinkSchema), forward: z.array(PatentCitationLinkSchema) }),
  /** Null when the corpus knows nothing of its family. */
  family: z.array(z.object({ publicationNumber: z.string(), title: z.string() })).nullable(),
});
export type PatentRecord = z.infer<typeof PatentRecordSchema>;
