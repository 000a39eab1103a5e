import { z } from 'zod';

/**
 * The information disclosure statement: what the idsAnalysis, idsTransformation and idsClassification
 * stages find, GET /api/applications/{id}/ids answers, and the corrections the user makes to it.
 */

/** sb08-pdf: the text of an SB/08 form; sb08-xml: iPrism's SB/08 XML; uspto-grant-xml: a grant's references-cited list. */
export const IDS_SOURCE_FORMATS = ['sb08-pdf', 'csv', 'sb08-xml', 'uspto-grant-xml'] as const;
export type IdsSourceFormat = (typeof IDS_SOURCE_FORMATS)[number];

export const CITATION_TYPES = ['usPatent', 'usApplication', 'foreign', 'npl'] as const;
export type CitationType = (typeof CITATION_TYPES)[number];

export const IDS_ISSUE_SEVERITIES = ['error', 'warning', 'info'] as const;
export type IdsIssueSeverity = (typeof IDS_ISSUE_SEVERITIES)[number];

export const IDS_ISSUE_CODES = [
  'number-format',
  'kind-code',
  'missing-kind',
  'invalid-date',
  'future-date',
  'after-filing-date',
  'duplicate',
  'missing-field',
  'unknown-country',
  'omitted-relevant',
  'no-citations',
] as const;
export type IdsIssueCode = (typeof IDS_ISSUE_CODES)[number];

export const NplDetailsSchema = z.object({
  /** The citation as written. */
  text: z.string(),
  authors: z.array(z.string()),
  title: z.string().nullable(),
  /** Journal, conference or publisher. */
  source: z.string().nullable(),
  /** ISO date, to the precision the citation gives (2006, 2006-06, 2006-06-30). */
  date: z.string().nullable(),
  doi: z.string().nullable(),
});
export type NplDetails = z.infer<typeof NplDetailsSchema>;

/** One citation as the IDS states it (fields as written, before normalisation). */
export const IdsCitationSchema = z.object({
  /** Stable reference within this IDS: c1, c2, ... in document order. */
  ref: z.string(),
  type: z.enum(CITATION_TYPES),
  /** The cite number the form gives, when it gives one. */
  citeNo: z.string().nullable(),
  country: z.string().nullable(),
  number: z.string().nullable(),
  kind: z.string().nullable(),
  date: z.string().nullable(),
  /** Name of patentee or applicant. */
  name: z.string().nullable(),
  /** Who cited it, when the source says (grant XML: "cited by applicant" / "cited by examiner"). */
  citedBy: z.enum(['applicant', 'examiner']).nullable(),
  npl: NplDetailsSchema.nullable(),
});
export type IdsCitation = z.infer<typeof IdsCitationSchema>;

export const IdsIssueSchema = z.object({
  severity: z.enum(IDS_ISSUE_SEVERITIES),
  code: z.enum(IDS_ISSUE_CODES),
  message: z.string(),
  /** The citation the issue is about; null for the IDS as a whole. */
  citationRef: z.string().nullable(),
  /** For omitted-relevant: the prior-art reference the IDS leaves out. */
  publicationNumber: z.string().nullable(),
});
export type IdsIssue = z.infer<typeof IdsIssueSchema>;

const count = z.number().int().min(0);

export const IdsCountsSchema = z.object({
  total: count,
  usPatents: count,
  usApplications: count,
  foreign: count,
  npl: count,
  errors: count,
  warnings: count,
  infos: count,
});
export type IdsCounts = z.infer<typeof IdsCountsSchema>;

/** The identification block of an uploaded SB/08 form, as the form writes it (null where it is blank). */
export const IdsFormHeaderSchema = z.object({
  applicationNumber: z.string().nullable(),
  filingDate: z.string().nullable(),
  firstNamedInventor: z.string().nullable(),
  artUnit: z.string().nullable(),
  examinerName: z.string().nullable(),
  attorneyDocketNumber: z.string().nullable(),
});
export type IdsFormHeader = z.infer<typeof IdsFormHeaderSchema>;

export const IdsAnalysisSchema = z.object({
  fileName: z.string(),
  sourceFormat: z.enum(IDS_SOURCE_FORMATS),
  /** null for CSV and XML uploads, a form without one, and analyses stored before headers were read. */
  header: IdsFormHeaderSchema.nullable().default(null),
  citations: z.array(IdsCitationSchema),
  issues: z.array(IdsIssueSchema),
  counts: IdsCountsSchema,
});
export type IdsAnalysis = z.infer<typeof IdsAnalysisSchema>;

/** A citation in DOCDB form with an ISO date: what the CSV, JSON and SB/08 PDF are written from. */
export const NormalisedCitationSchema = z.object({
  ref: z.string(),
  type: z.enum(CITATION_TYPES),
  citeNo: z.string(),
  /** DOCDB country + number + kind (US7123456B2); null for NPL and for numbers that could not be read. */
  publicationNumber: z.string().nullable(),
  country: z.string().nullable(),
  number: z.string().nullable(),
  kind: z.string().nullable(),
  /** ISO date to the precision given (YYYY, YYYY-MM or YYYY-MM-DD). */
  date: z.string().nullable(),
  name: z.string().nullable(),
  npl: NplDetailsSchema.nullable(),
});
export type NormalisedCitation = z.infer<typeof NormalisedCitationSchema>;

/** X: relevant alone; Y: relevant in combination; A: background. */
export const RELEVANCE_CATEGORIES = ['X', 'Y', 'A'] as const;
export type RelevanceCategory = (typeof RELEVANCE_CATEGORIES)[number];

export const CLASSIFICATION_STATUSES = ['found', 'notInCorpus', 'npl', 'unreadable'] as const;

export const ClassificationItemSchema = z.object({
  ref: z.string(),
  publicationNumber: z.string().nullable(),
  status: z.enum(CLASSIFICATION_STATUSES),
  /** The corpus record matched (may differ in kind from the cited number). */
  matchedPublicationNumber: z.string().nullable(),
  title: z.string().nullable(),
  category: z.enum(RELEVANCE_CATEGORIES).nullable(),
  /** 0..1: share of the closest claim's elements the reference discloses. */
  coverage: z.number().min(0).max(1).nullable(),
  closestClaim: z.number().int().min(1).nullable(),
  cpc: z.array(z.string()),
});
export type ClassificationItem = z.infer<typeof ClassificationItemSchema>;

export const ClassificationSummarySchema = z.object({
  total: count,
  found: count,
  notInCorpus: count,
  npl: count,
  unreadable: count,
  X: count,
  Y: count,
  A: count,
  issues: z.object({ error: count, warning: count, info: count }),
  /** Claims available to compare with; 0 when the report stage gave none. */
  claimsCompared: count,
});
export type ClassificationSummary = z.infer<typeof ClassificationSummarySchema>;

export const IdsClassificationSchema = z.object({ items: z.array(ClassificationItemSchema), summary: ClassificationSummarySchema });
export type IdsClassification = z.infer<typeof IdsClassificationSchema>;

/**
 * A citation held out of the SB/08 PDF until it is corrected: it fails validation (an error) or duplicates
 * another citation. The SB/08 PDF includes it only when the download names it (`?include=`), after the
 * user confirmed exporting it as it is.
 */
export const IdsHeldCitationSchema = z.object({
  ref: z.string(),
  citeNo: z.string().nullable(),
  /** How the citation reads: its number as written, or the literature's title or first words. */
  label: z.string(),
  /** The issues that hold it back (the validation messages). */
  reasons: z.array(z.string()),
});
export type IdsHeldCitation = z.infer<typeof IdsHeldCitationSchema>;

/** A user's correction of one citation: its fields replaced, or the citation removed from the IDS. */
export const IdsCorrectionSchema = z.object({
  ref: z.string(),
  removed: z.boolean(),
  /** The citation as the uploaded IDS gave it. */
  original: IdsCitationSchema,
  /** ISO timestamp. */
  correctedAt: z.string(),
});
export type IdsCorrection = z.infer<typeof IdsCorrectionSchema>;

export const IdsResponseSchema = z.object({
  applicationId: z.string(),
  analysis: IdsAnalysisSchema,
  citations: z.array(NormalisedCitationSchema),
  classification: IdsClassificationSchema,
  /** Citations left out of the SB/08 PDF until corrected (or included by name). */
  held: z.array(IdsHeldCitationSchema).default([]),
  /** The user's corrections, removed citations included. */
  corrections: z.array(IdsCorrectionSchema).default([]),
  /** Download paths of the normalised IDS. */
  downloads: z.object({ csv: z.string(), json: z.string(), pdf: z.string() }),
});
export type IdsResponse = z.infer<typeof IdsResponseSchema>;

/** Longest accepted value of each field of a corrected citation. */
export const IDS_CITATION_LIMITS = { citeNo: 20, number: 60, date: 30, name: 300, text: 4000 } as const;

export const IDS_MESSAGES = {
  noIds: 'No IDS was uploaded with this application.',
  notReady: 'The IDS analysis is not ready yet.',
  unknownCitation: 'This IDS has no such citation.',
  unknownIncluded: 'Only citations of this IDS can be included in the SB/08:',
  busy: 'The application is being analysed again; correct its IDS when the run has finished.',
  readOnly: 'Only the people who work on this application can correct its IDS.',
  numberRequired: 'Enter the document number.',
  textRequired: 'Enter the citation.',
  countryFormat: 'A country code is two letters (US, EP, WO, DE, JP).',
  kindFormat: 'A kind code is a letter, or a letter and a digit (A, B2).',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => v || null);

/**
 * A corrected citation, written as on the form: a patent (country, number, kind, date, patentee) or
 * literature (the citation text). The server checks it like an uploaded one and stores it whatever the
 * checks say; a citation that still fails stays held out of the SB/08.
 */
export const IdsCitationInputSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('patent'),
    citeNo: optionalText(IDS_CITATION_LIMITS.citeNo),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^(?:[A-Z]{2})?$/, IDS_MESSAGES.countryFormat)
      .nullable()
      .transform((v) => v || null),
    number: z.string().trim().min(1, IDS_MESSAGES.numberRequired).max(IDS_CITATION_LIMITS.number),
    kind: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^(?:[A-Z]\d?)?$/, IDS_MESSAGES.kindFormat)
      .nullable()
      .transform((v) => v || null),
    date: optionalText(IDS_CITATION_LIMITS.date),
    name: optionalText(IDS_CITATION_LIMITS.name),
  }),
  z.object({
    type: z.literal('npl'),
    citeNo: optionalText(IDS_CITATION_LIMITS.citeNo),
    text: z.string().trim().min(1, IDS_MESSAGES.textRequired).max(IDS_CITATION_LIMITS.text),
  }),
]);
export type IdsCitationInput = z.input<typeof IdsCitationInputSchema>;
export type IdsCitationCorrection = z.output<typeof IdsCitationInputSchema>;
