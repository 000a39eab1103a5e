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
