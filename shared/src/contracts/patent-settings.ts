import { z } from 'zod';
import { PRIOR_ART_TOP_REFERENCES } from './prior-art';

/**
 * The patent workspace's own settings, kept per user on the server (GET/PUT /api/account/patent-settings).
 * Every field has a default, so a user who never saved gets the product's behaviour unchanged.
 */

/** The parts of an application's report screen, in the order it shows them. */
export const REPORT_PARTS = ['summary', 'statistics', 'claims', 'findings', 'fees', 'priorArt', 'ids'] as const;
export type ReportPart = (typeof REPORT_PARTS)[number];

/** The formats the report export offers. */
export const REPORT_EXPORT_FORMATS = ['pdf', 'json'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** Notification categories a user may switch off for the patent workspace. */
export const PATENT_NOTIFICATION_CATEGORIES = ['application-status', 'prior-art', 'analytics', 'license', 'payment', 'organization', 'security', 'support'] as const;
export type PatentNotificationCategory = (typeof PATENT_NOTIFICATION_CATEGORIES)[number];

export const PRIOR_ART_RESULT_COUNT_MIN = 5;
export const PRIOR_ART_RESULT_COUNT_MAX = 50;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'This is not a calendar date.');

export const PatentSettingsSchema = z
  .object({
    /** The report parts a report opens with, in REPORT_PARTS order; the others are one click away. */
    reportSections: z.array(z.enum(REPORT_PARTS)).min(1, 'Choose at least one report section.'),
    priorArt: z.object({
      resultCount: z
        .number()
        .int('Use a whole number of results.')
        .min(PRIOR_ART_RESULT_COUNT_MIN, `Show at least ${PRIOR_ART_RESULT_COUNT_MIN} results.`)
        .max(PRIOR_ART_RESULT_COUNT_MAX, `Show at most ${PRIOR_ART_RESULT_COUNT_MAX} results.`),
      /** A search considers documents published on or after this date; null: no limit. */
      publishedAfter: isoDate.nullable(),
      /** A search considers documents published before this date (as the search's own filter); null: no limit. */
      publishedBefore: isoDate.nullable(),
    }),
    /** Category → shown or not; every category is present. */
    notifications: z.object(Object.fromEntries(PATENT_NOTIFICATION_CATEGORIES.map((c) => [c, z.boolean()])) as Record<PatentNotificationCategory, z.ZodBoolean>),
    exportFormats: z.array(z.enum(REPORT_EXPORT_FORMATS)).min(1, 'Choose at least one export format.'),
  })
  .strict()
  .superRefine((s, ctx) => {
    const { publishedAfter, publishedBefore } = s.priorArt;
    if (publishedAfter && publishedBefore && publishedAfter >= publishedBefore) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['priorArt', 'publishedBefore'], message: 'The end date must be after the start date.' });
    }
  });
export type PatentSettings = z.infer<typeof PatentSettingsSchema>;

export const DEFAULT_PATENT_SETTINGS: PatentSettings = Object.freeze({
  reportSections: [...REPORT_PARTS],
  priorArt: { resultCount: PRIOR_ART_TOP_REFERENCES, publishedAfter: null, publishedBefore: null },
  notifications: Object.fromEntries(PATENT_NOTIFICATION_CATEGORIES.map((c) => [c, true])) as Record<PatentNotificationCategory, boolean>,
  exportFormats: [...REPORT_EXPORT_FORMATS],
}) as PatentSettings;

/** A stored value read back: fields the schema no longer accepts fall back to their defaults. */
export function withSettingDefaults(stored: unknown): PatentSettings {
  const parsed = PatentSettingsSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const partial = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const merged = { ...DEFAULT_PATENT_SETTINGS };
  for (const key of Object.keys(DEFAULT_PATENT_SETTINGS) as (keyof PatentSettings)[]) {
    const field = PatentSettingsSchema.innerType().shape[key].safeParse(partial[key]);
    if (field.success) (merged as Record<string, unknown>)[key] = field.data;
  }
  return PatentSettingsSchema.safeParse(merged).success ? merged : DEFAULT_PATENT_SETTINGS;
}

/** The notification categories the user switched off: stored notifications of these are not shown or pushed. */
export function mutedNotificationCategories(settings: PatentSettings): Set<string> {
  return new Set(PATENT_NOTIFICATION_CATEGORIES.filter((c) => !settings.notifications[c]));
}
