import { z } from 'zod';

/** Claim translation: the languages, the glossary and the offline quality check of a translation. */

export const TRANSLATION_LANGUAGES = ['en', 'de', 'fr', 'es', 'ja', 'zh', 'ko'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export const GlossaryEntrySchema = z.object({ source: z.string().trim().min(1).max(200), target: z.string().trim().min(1).max(200) });
export type GlossaryEntry = z.infer<typeof GlossaryEntrySchema>;

export const TranslationQcRequestSchema = z.object({
  source: z.string().min(1),
  translation: z.string().min(1),
  sourceLanguage: z.enum(TRANSLATION_LANGUAGES),
  targetLanguage: z.enum(TRANSLATION_LANGUAGES),
  glossary: z.array(GlossaryEntrySchema).max(5000).optional(),
});
export type TranslationQcRequest = z.infer<typeof TranslationQcRequestSchema>;

export const TRANSLATION_ISSUE_KINDS = [
  /** A claim of the source has no counterpart in the translation, or the other way round. */
  'claim-numbers',
  /** A claim refers to other claims than its source does. */
  'claim-reference',
  /** A reference numeral of the source is missing or added. */
  'numeral',
  /** Another number (a value, a range, a quantity) differs. */
  'number',
  'glossary',
  /** The same source term is rendered differently in different places. */
  'inconsistent',
  'untranslated',
] as const;
export type TranslationIssueKind = (typeof TRANSLATION_ISSUE_KINDS)[number];

export const TranslationIssueSchema = z.object({
  kind: z.enum(TRANSLATION_ISSUE_KINDS),
  /** The source claim number, or null for an issue of the whole text. */
  claim: z.number().int().positive().nullable(),
  message: z.string(),
});
export type TranslationIssue = z.infer<typeof TranslationIssueSchema>;

export const AlignedClaimSchema = z.object({
  number: z.number().int().positive(),
  source: z.string().nullable(),
  translation: z.string().nullable(),
});
export type AlignedClaim = z.infer<typeof AlignedClaimSchema>;

export const TranslationQcSchema = z.object({ claims: z.array(AlignedClaimSchema), issues: z.array(TranslationIssueSchema) });
export type TranslationQc = z.infer<typeof TranslationQcSchema>;

export const TRANSLATION_PROVIDERS = ['llm', 'deepl'] as const;
export type TranslationProvider = (typeof TRANSLATION_PROVIDERS)[number];

/** Said by the 503 of a translation without a provider, and by the page: the settings that configure one. */
export const NO_TRANSLATION_PROVIDER_MESSAGE =
  'No translation provider is configured. Set LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY) for an OpenAI-compatible model, or DEEPL_API_KEY for DeepL, then restart the server. The quality check below works without one.';

/** GET /api/translate/provider. */
export const TranslationProviderStatusSchema = z.object({ provider: z.enum(TRANSLATION_PROVIDERS).nullable(), message: z.string() });
export type TranslationProviderStatus = z.infer<typeof TranslationProviderStatusSchema>;

/** POST /api/translate: claims (numbered "1. …"), or an abstract or description (paragraphs), translated segment by segment. */
export const TranslateRequestSchema = z.object({
  text: z.string().trim().min(1).max(200_000),
  sourceLanguage: z.enum(TRANSLATION_LANGUAGES),
  targetLanguage: z.enum(TRANSLATION_LANGUAGES),
  glossary: z.array(GlossaryEntrySchema).max(5000).optional(),
});
export type TranslateRequest = z.infer<typeof TranslateRequestSchema>;

export const TranslatedSegmentSchema = z.object({
  /** The claim number, or the paragraph's position for a text without claims. */
  number: z.number().int().positive(),
  kind: z.enum(['claim', 'paragraph']),
  source: z.string(),
  translation: z.string(),
  /** What the integrity and glossary checks found in this segment: a claim whose numbers changed is flagged here. */
  issues: z.array(TranslationIssueSchema),
});
export type TranslatedSegment = z.infer<typeof TranslatedSegmentSchema>;

export const TranslateResponseSchema = z.object({ provider: z.enum(TRANSLATION_PROVIDERS), segments: z.array(TranslatedSegmentSchema) });
export type TranslateResponse = z.infer<typeof TranslateResponseSchema>;

/** Whose glossary: the caller's own, or their organisation's (edited by its admins, used by every member). */
export const GLOSSARY_SCOPES = ['user', 'organization'] as const;
export type GlossaryScope = (typeof GLOSSARY_SCOPES)[number];

export const GLOSSARY_FILE_FORMATS = ['csv', 'tbx'] as const;
export type GlossaryFileFormat = (typeof GLOSSARY_FILE_FORMATS)[number];

const LanguagePair = { sourceLanguage: z.enum(TRANSLATION_LANGUAGES), targetLanguage: z.enum(TRANSLATION_LANGUAGES) };

/** GET /api/translate/glossary?sourceLanguage=en&targetLanguage=de. */
export const GlossaryQuerySchema = z.object(LanguagePair);
export type GlossaryQuery = z.infer<typeof GlossaryQuerySchema>;

/** The stored glossaries of a language pair: the caller's and their organisation's (null without one). */
export const GlossariesSchema = z.object({
  ...LanguagePair,
  user: z.array(GlossaryEntrySchema),
  organization: z.array(GlossaryEntrySchema).nullable(),
  /** True for an admin of the caller's organisation (and staff). */
  canEditOrganization: z.boolean(),
});
export type Glossaries = z.infer<typeof GlossariesSchema>;

/** PUT /api/translate/glossary: replaces one glossary of a language pair. */
export const SaveGlossaryRequestSchema = z.object({ ...LanguagePair, scope: z.enum(GLOSSARY_SCOPES), entries: z.array(GlossaryEntrySchema).max(5000) });
export type SaveGlossaryRequest = z.infer<typeof SaveGlossaryRequestSchema>;

/** POST /api/translate/glossary/import: a CSV or TBX file's text, merged into one glossary (its pairs win) or replacing it. */
export const GlossaryImportRequestSchema = z.object({
  ...LanguagePair,
  scope: z.enum(GLOSSARY_SCOPES),
  format: z.enum(GLOSSARY_FILE_FORMATS),
  content: z.string().min(1).max(2_000_000),
  replace: z.boolean().optional(),
});
export type GlossaryImportRequest = z.infer<typeof GlossaryImportRequestSchema>;

/** GET /api/translate/glossary/export: one glossary as a CSV or TBX file. */
export const GlossaryExportQuerySchema = z.object({ ...LanguagePair, scope: z.enum(GLOSSARY_SCOPES), format: z.enum(GLOSSARY_FILE_FORMATS) });
export type GlossaryExportQuery = z.infer<typeof GlossaryExportQuerySchema>;

export const GLOSSARY_MESSAGES = {
  noOrganization: 'You are not a member of an organisation: keep the terms in your own glossary.',
  notOrganizationAdmin: "Only an admin of your organisation can change the organisation's glossary.",
  emptyImport: 'The file holds no term pairs for these languages.',
} as const;

/** A segment under review: as translated, possibly edited by the translator. */
export const ReviewedSegmentSchema = z.object({
  number: z.number().int().positive(),
  kind: z.enum(['claim', 'paragraph']),
  source: z.string().max(200_000),
  translation: z.string().max(200_000),
});
export type ReviewedSegment = z.infer<typeof ReviewedSegmentSchema>;

/** POST /api/translate/review: the segments checked again after edits (integrity, and the glossaries). Answers a TranslateResponse's segments. */
export const TranslationReviewRequestSchema = z.object({ ...LanguagePair, glossary: z.array(GlossaryEntrySchema).max(5000).optional(), segments: z.array(ReviewedSegmentSchema).min(1).max(5000) });
export type TranslationReviewRequest = z.infer<typeof TranslationReviewRequestSchema>;
export const TranslationReviewSchema = z.object({ segments: z.array(TranslatedSegmentSchema) });
export type TranslationReview = z.infer<typeof TranslationReviewSchema>;

/** POST /api/translate/export: the accepted segments as a DOCX, source and translation side by side. */
export const TranslationExportRequestSchema = z.object({ ...LanguagePair, title: z.string().trim().max(200).optional(), segments: z.array(ReviewedSegmentSchema).min(1).max(5000) });
export type TranslationExportRequest = z.infer<typeof TranslationExportRequestSchema>;
