import { z } from 'zod';

/** Invalidity charts: claims split into elements, each mapped to the best passage of each reference. */

export const InvalidityRequestSchema = z
  .object({
    number: z.string().min(1).optional(),
    applicationId: z.string().min(1).optional(),
    claims: z.array(z.number().int().positive()).optional(),
    priorityDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
    /** Why the attorney moved the priority date (kept with the search, shown beside the date). */
    priorityDateReason: z.string().trim().max(500).optional(),
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

/** The tracked job behind a search: queued or running with live progress, done with its result, or failed. */
export const LITIGATION_JOB_STATUSES = ['running', 'done', 'failed'] as const;
export type LitigationJobStatus = (typeof LITIGATION_JOB_STATUSES)[number];

export const InvalidityStartedSchema = z.object({ id: z.string() });
export type InvalidityStarted = z.infer<typeof InvalidityStartedSchema>;

/** The attorney's own work on a chart: a replaced passage, a covered / not covered decision, a note. Kept on the server, sent to no one. */
export const ChartEditSchema = z.object({
  reference: z.string().min(1).max(100),
  elementId: z.string().min(1).max(50),
  passage: z.string().max(5000).nullable().optional(),
  location: z.string().max(200).nullable().optional(),
  /** null: the score decides. */
  covered: z.boolean().nullable().optional(),
  note: z.string().max(5000).optional(),
});
export type ChartEdit = z.infer<typeof ChartEditSchema>;

export const ChartEditsRequestSchema = z.object({ edits: z.array(ChartEditSchema).max(5000) });
export type ChartEditsRequest = z.infer<typeof ChartEditsRequestSchema>;

/** GET /api/litigate/invalidity/{id}: the job's state with the result so far (empty lists while it runs). */
export const InvalidityJobSchema = InvalidityResultSchema.extend({
  id: z.string(),
  status: z.enum(LITIGATION_JOB_STATUSES),
  /** 0..100. */
  progress: z.number().min(0).max(100),
  message: z.string(),
  /** The patent charted: its number, or the application's title. */
  subject: z.string(),
  /** Why this priority date: the patent's own, or the attorney's with their reason. */
  priorityDateBasis: z.string().nullable(),
  edits: z.array(ChartEditSchema),
  createdAt: z.string(),
});
export type InvalidityJob = z.infer<typeof InvalidityJobSchema>;

export const INVALIDITY_EXPORT_FORMATS = ['docx', 'xlsx', 'csv'] as const;
export type InvalidityExportFormat = (typeof INVALIDITY_EXPORT_FORMATS)[number];

/** POST /api/litigate/infringement as JSON: a product description pasted as text (a saved web page loses its markup). */
export const InfringementRequestSchema = z.object({
  number: z.string().trim().min(1),
  claims: z.array(z.number().int().positive()).optional(),
  productName: z.string().trim().min(1).max(200),
  productText: z.string().trim().min(20).max(500_000),
});
export type InfringementRequest = z.infer<typeof InfringementRequestSchema>;

/**
 * POST /api/litigate/infringement as multipart: these text fields and the product description in the
 * `product` file field (PDF, DOCX, plain text or a web page saved as HTML). The product name defaults to the file's.
 */
export const INFRINGEMENT_FILE_FIELD = 'product';
export const InfringementUploadFieldsSchema = z.object({
  number: z.string().trim().min(1, 'Enter the number of a patent in the corpus.'),
  /** Claim numbers like "1, 5-7"; empty: the independent claims. */
  claims: z
    .string()
    .trim()
    .regex(/^(\d+(\s*-\s*\d+)?)(\s*,\s*\d+(\s*-\s*\d+)?)*$|^$/, 'Claim numbers like 1, 5-7.')
    .optional(),
  productName: z.string().trim().max(200).optional(),
});
export type InfringementUploadFields = z.infer<typeof InfringementUploadFieldsSchema>;

export const InfringementStartedSchema = z.object({ id: z.string() });
export type InfringementStarted = z.infer<typeof InfringementStartedSchema>;

/** One product passage that reads on an element, with where it stands in the description. */
export const ProductPassageSchema = z.object({ passage: z.string(), location: z.string().nullable(), score: z.number().min(0).max(1) });
export type ProductPassage = z.infer<typeof ProductPassageSchema>;

/** An element's cell: the best passage (as in an invalidity chart) and every product passage that reads on it, best first. */
export const InfringementCellSchema = ChartCellSchema.extend({ passages: z.array(ProductPassageSchema) });
export type InfringementCell = z.infer<typeof InfringementCellSchema>;

/** An infringement chart: the product is the one "reference", each element mapped to the product passages that read on it. */
export const InfringementChartSchema = z.object({
  id: z.string(),
  subject: z.string(),
  productName: z.string(),
  claims: z.array(ChartedClaimSchema),
  chart: z.array(InfringementCellSchema),
  /** Per claim: share of its elements the product reads on (at the covered score, or as the attorney decided). */
  coverage: z.array(z.object({ claim: z.number().int().positive(), coverage: z.number().min(0).max(1) })),
  edits: z.array(ChartEditSchema),
  createdAt: z.string(),
});
export type InfringementChart = z.infer<typeof InfringementChartSchema>;
