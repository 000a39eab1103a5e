import { z } from 'zod';

/**
 * The application report (SPEC §1 "report" stage): what the report stage stores and
 * GET /api/applications/{id}/report answers. One source for the analysis in the server, the report
 * screen, the PDF viewer's highlights and the exports.
 */

/** Document sections a US application is read into, in the order they usually appear. */
export const SECTION_NAMES = [
  'title',
  'crossReference',
  'field',
  'background',
  'summary',
  'drawings',
  'detailedDescription',
  'claims',
  'abstract',
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

/** 35 U.S.C. §101 categories as attorneys name claim types; `unknown` when the preamble says none. */
export const STATUTORY_CATEGORIES = ['method', 'apparatus', 'system', 'composition', 'medium', 'unknown'] as const;
export type StatutoryCategory = (typeof STATUTORY_CATEGORIES)[number];

export const DOCUMENT_FORMATS = ['pdf', 'docx', 'text', 'uspto-xml'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export const FINDING_RULES = [
  'antecedent-basis',
  'unsupported-term',
  'reference-numeral',
  'claim-reference',
  'abstract-length',
  'title-length',
] as const;
export type FindingRule = (typeof FINDING_RULES)[number];

export const FINDING_SEVERITIES = ['error', 'warning', 'info'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/** 37 CFR 1.72(b): the abstract should not exceed 150 words. */
export const ABSTRACT_MAX_WORDS = 150;
/** 37 CFR 1.72(a): the title may not exceed 500 characters. */
export const TITLE_MAX_CHARS = 500;

export const SectionSchema = z.object({
  name: z.enum(SECTION_NAMES),
  /** The heading as it stands in the document ('' when the section had none, e.g. an XML field). */
  heading: z.string(),
  text: z.string(),
  /** 1-based page where the section starts; null for documents without pages. */
  page: z.number().int().min(1).nullable(),
});
export type Section = z.infer<typeof SectionSchema>;

export const ClaimSchema = z.object({
  number: z.number().int().min(1),
  text: z.string(),
  independent: z.boolean(),
  /** Claims this one refers to, ascending; empty for an independent claim. */
  dependsOn: z.array(z.number().int().min(1)),
  /** Refers to more than one claim in the alternative ("any one of claims 1 to 3"). */
  multipleDependent: z.boolean(),
  category: z.enum(STATUTORY_CATEGORIES),
  /** 1-based page where the claim starts; null for documents without pages. */
  page: z.number().int().min(1).nullable(),
});
export type Claim = z.infer<typeof ClaimSchema>;

export interface ClaimTreeNode {
  number: number;
  children: ClaimTreeNode[];
}
export const ClaimTreeNodeSchema: z.ZodType<ClaimTreeNode> = z.lazy(() =>
  z.object({ number: z.number().int().min(1), children: z.array(ClaimTreeNodeSchema) }),
);

/** Where a finding points: a span of one section's text (offsets into Section.text, end exclusive). */
export const FindingLocationSchema = z.object({
  section: z.enum(SECTION_NAMES),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  /** The claim the span lies in, when it lies in one. */
  claim: z.number().int().min(1).nullable(),
  page: z.number().int().min(1).nullable(),
  /** The spanned text, so a viewer can find it on the page without the offsets. */
  excerpt: z.string(),
});
export type FindingLocation = z.infer<typeof FindingLocationSchema>;

export const FindingSchema = z.object({
  id: z.string(),
  rule: z.enum(FINDING_RULES),
  severity: z.enum(FINDING_SEVERITIES),
  message: z.string(),
  location: FindingLocationSchema,
});
export type Finding = z.infer<typeof FindingSchema>;

export const ENTITY_SIZES = ['large', 'small', 'micro'] as const;
export type EntitySize = (typeof ENTITY_SIZES)[number];
const PerEntitySchema = z.object({ large: z.number(), small: z.number(), micro: z.number() });

/** One line of the excess-claims estimate (37 CFR 1.16(h), (i), (j)). Amounts in US dollars. */
export const FeeLineSchema = z.object({
  code: z.string(),
  description: z.string(),
  count: z.number().int().min(0),
  unitFee: PerEntitySchema,
  amount: PerEntitySchema,
});
export type FeeLine = z.infer<typeof FeeLineSchema>;

export const FeeEstimateSchema = z.object({
  /** ISO date the fee table took effect. */
  effectiveDate: z.string(),
  source: z.string(),
  /** Claims as counted for fees: a multiple dependent claim counts as the claims it refers to (37 CFR 1.75(c)). */
  totalClaimsForFee: z.number().int().min(0),
  independentClaims: z.number().int().min(0),
  lines: z.array(FeeLineSchema),
  total: PerEntitySchema,
});
export type FeeEstimate = z.infer<typeof FeeEstimateSchema>;

export const ReportStatisticsSchema = z.object({
  pages: z.number().int().min(0),
  words: z.number().int().min(0),
  claims: z.number().int().min(0),
  independentClaims: z.number().int().min(0),
  dependentClaims: z.number().int().min(0),
  multipleDependentClaims: z.number().int().min(0),
  abstractWords: z.number().int().min(0),
  titleChars: z.number().int().min(0),
  /** Distinct reference numerals in the description ("10", "12a"). */
  referenceNumerals: z.number().int().min(0),
  findings: z.object({ error: z.number().int().min(0), warning: z.number().int().min(0), info: z.number().int().min(0) }),
});
export type ReportStatistics = z.infer<typeof ReportStatisticsSchema>;

export const SummarySchema = z.object({
  kind: z.enum(['extractive', 'abstractive']),
  text: z.string(),
  /** The model that wrote an abstractive summary; null for the extractive one. */
  model: z.string().nullable(),
  /** Plain-language explanation per claim (abstractive only). */
  claimExplanations: z.array(z.object({ number: z.number().int().min(1), text: z.string() })),
});
export type Summary = z.infer<typeof SummarySchema>;

/** What a date of the application is: its own filing, a parent's (continuation, division, CIP), a provisional's or a foreign priority. */
export const DATE_CLAIM_BASES = ['filing', 'parent', 'provisional', 'foreign-priority'] as const;
export const DateClaimSchema = z.object({
  /** ISO 8601 date. */
  date: z.string(),
  basis: z.enum(DATE_CLAIM_BASES),
  /** The application the date belongs to, as the document writes it (09/876,376; DE 198 40 645.2). */
  number: z.string().nullable(),
  country: z.string().nullable(),
  /** A parent's relation: continuation, division, continuation-in-part, reissue, national stage. */
  relation: z.string().nullable(),
});
export type DateClaim = z.infer<typeof DateClaimSchema>;

/** The application's own bibliographic facts, as the document states them. */
export const ApplicationBibliographySchema = z.object({
  applicationNumber: z.string().nullable(),
  /** Every date the application may claim; the earliest is its effective date for prior art. */
  dateClaims: z.array(DateClaimSchema),
  /** Applications of the same family the document names (parents, children, provisionals, priorities), as keys "US:09876376". */
  familyApplications: z.array(z.string()),
  /** Publications the document names as its own or its family's (its earlier publication, parents' grants), DOCDB without kind. */
  familyPublications: z.array(z.string()),
  /** CPC symbols the document itself carries (USPTO XML). */
  cpc: z.array(z.string()),
  /** IPC symbols it carries: its field when it predates CPC (2013). */
  ipc: z.array(z.string()).default([]),
});
export type ApplicationBibliography = z.infer<typeof ApplicationBibliographySchema>;
export const EMPTY_BIBLIOGRAPHY: ApplicationBibliography = { applicationNumber: null, dateClaims: [], familyApplications: [], familyPublications: [], cpc: [], ipc: [] };

/** Why a PDF page was read from its image: it has no text, or its text is not words (a font without a Unicode map). */
export const OCR_REASONS = ['noTextLayer', 'garbageTextLayer'] as const;

/**
 * One recognised line of a page: its text and its box in the page's points at scale 1, top-left origin, as
 * pdf.js lays the page out (rotation included). The viewer finds and highlights text on the page with them.
 */
export const OcrLineSchema = z.object({
  text: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number().min(0),
  height: z.number().min(0),
});
export type OcrLine = z.infer<typeof OcrLineSchema>;

/** A PDF page whose text comes from optical character recognition, or would have and could not. */
export const OcrPageSchema = z.object({
  /** 1-based. */
  page: z.number().int().min(1),
  reason: z.enum(OCR_REASONS),
  /** The recogniser's mean word confidence, 0–100; null when the page was not recognised (see warning). */
  confidence: z.number().min(0).max(100).nullable(),
  /** Why a page was left empty: over the page or time limit, or the recogniser failed. */
  warning: z.string().nullable(),
  /** The recognised lines in reading order; absent when the page was not recognised (and in older reports). */
  lines: z.array(OcrLineSchema).optional(),
});
export type OcrPage = z.infer<typeof OcrPageSchema>;

export const ReportDocumentSchema = z.object({
  fileName: z.string(),
  format: z.enum(DOCUMENT_FORMATS),
  pages: z.number().int().min(0),
  title: z.string(),
  /** The publication or application number when the document carries one (USPTO XML). */
  documentNumber: z.string().nullable(),
  bibliography: ApplicationBibliographySchema.default(EMPTY_BIBLIOGRAPHY),
  /** Pages read by OCR, in page order; absent when none was (and in reports made before OCR). */
  ocrPages: z.array(OcrPageSchema).optional(),
});

export const ReportSchema = z.object({
  applicationId: z.string(),
  /** ISO 8601. */
  generatedAt: z.string(),
  document: ReportDocumentSchema,
  sections: z.array(SectionSchema),
  claims: z.array(ClaimSchema),
  claimTree: z.array(ClaimTreeNodeSchema),
  findings: z.array(FindingSchema),
  statistics: ReportStatisticsSchema,
  fees: FeeEstimateSchema,
  summary: SummarySchema,
});
export type Report = z.infer<typeof ReportSchema>;
