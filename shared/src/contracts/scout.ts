import { z } from 'zod';

/** Scout: landscapes of a field and watches that notify when new documents land. */

const YearOrDate = z.union([z.number().int().min(1800).max(2200), z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/, 'Use a year (2015) or a date (2015-01-31)')]);

export const LandscapeFiltersSchema = z
  .object({
    /** CPC symbol prefix: a section, class, subclass or group (H04L, H04L9/32). */
    cpc: z.string().trim().min(1).max(40).optional(),
    /** Earliest filing year or date (inclusive); a document without a filing date counts by its publication date. */
    from: YearOrDate.optional(),
    /** Latest filing year or date (inclusive). */
    to: YearOrDate.optional(),
    countries: z.array(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Use two-letter country codes')).max(50).optional(),
    /** Part of an assignee's name, any case. */
    assignee: z.string().trim().min(1).max(200).optional(),
  })
  .strict();
export type LandscapeFilters = z.infer<typeof LandscapeFiltersSchema>;

export const LandscapeRequestSchema = z.object({ query: z.string().trim().min(1, 'Enter search terms').max(2000), filters: LandscapeFiltersSchema.optional() }).strict();
export type LandscapeRequest = z.infer<typeof LandscapeRequestSchema>;

export const LANDSCAPE_TOP = 15;
export const LANDSCAPE_DOCUMENTS = 50;

export const LandscapeDocumentSchema = z.object({
  publicationNumber: z.string(),
  title: z.string(),
  year: z.number().int().nullable(),
  assignee: z.string().nullable(),
  cpc: z.array(z.string()),
});
export type LandscapeDocument = z.infer<typeof LandscapeDocumentSchema>;

/** Every count is over all matching documents; `documents` lists the best-ranked LANDSCAPE_DOCUMENTS of them. */
export const LandscapeSchema = z.object({
  total: z.number().int(),
  byYear: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
  topAssignees: z.array(z.object({ name: z.string(), count: z.number().int() })),
  byCpc: z.array(z.object({ symbol: z.string(), title: z.string(), count: z.number().int() })),
  byCountry: z.array(z.object({ country: z.string(), count: z.number().int() })),
  documents: z.array(LandscapeDocumentSchema),
});
export type Landscape = z.infer<typeof LandscapeSchema>;

export const WATCH_KINDS = ['search', 'cpc', 'patent'] as const;
export type WatchKind = (typeof WATCH_KINDS)[number];
export const WATCH_DIGESTS = ['none', 'daily', 'weekly'] as const;
export type WatchDigest = (typeof WATCH_DIGESTS)[number];

/** Watches a seat may keep, by licence type; staff and unlisted pilot types get the default. */
export const WATCH_LIMITS: Readonly<Record<string, number>> = { PilotLawFirmPro: 100, PilotLawFirmStandard: 25, PilotOrgStandard: 25, PilotEduStandard: 10, PilotClientPortal: 5 };
export const DEFAULT_WATCH_LIMIT = 100;
export const watchLimitMessage = (limit: number): string => `Your plan allows ${limit} watches per seat. Delete a watch or upgrade your plan to add another.`;

const WatchFields = {
  name: z.string().trim().min(1, 'Name the watch').max(200),
  kind: z.enum(WATCH_KINDS),
  query: z.string().trim().min(1).max(2000).optional(),
  cpc: z.string().trim().min(1).max(40).optional(),
  number: z.string().trim().min(1).max(60).optional(),
  digest: z.enum(WATCH_DIGESTS),
};

/** A search watch needs `query` (a `cpc` narrows it); a CPC watch `cpc`; a patent watch `number`. */
export const CreateWatchRequestSchema = z.object(WatchFields).strict().superRefine((w, ctx) => {
  const need = w.kind === 'search' ? 'query' : w.kind === 'cpc' ? 'cpc' : 'number';
  if (!w[need]) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [need], message: `A ${w.kind} watch needs ${need === 'number' ? 'a patent number' : need === 'cpc' ? 'a CPC symbol' : 'search terms'}` });
});
export type CreateWatchRequest = z.infer<typeof CreateWatchRequestSchema>;

export const UpdateWatchRequestSchema = z
  .object({ name: WatchFields.name.optional(), digest: WatchFields.digest.optional(), query: WatchFields.query, cpc: WatchFields.cpc.nullable().optional(), seen: z.literal(true).optional() })
  .strict();
export type UpdateWatchRequest = z.infer<typeof UpdateWatchRequestSchema>;

export const WatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(WATCH_KINDS),
  query: z.string().nullable(),
  cpc: z.string().nullable(),
  /** The watched patent in DOCDB form. */
  number: z.string().nullable(),
  digest: z.enum(WATCH_DIGESTS),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** Documents matched since the owner last opened the watch. */
  newSinceLastVisit: z.number().int(),
  /** The newest matched documents (up to 20). */
  recent: z.array(z.object({ publicationNumber: z.string(), title: z.string(), foundAt: z.string() })),
});
export type Watch = z.infer<typeof WatchSchema>;
export const WatchListSchema = z.object({ watches: z.array(WatchSchema), limit: z.number().int() });
export type WatchList = z.infer<typeof WatchListSchema>;

export const SCOUT_NOTIFICATION_CATEGORY = 'prior-art';
