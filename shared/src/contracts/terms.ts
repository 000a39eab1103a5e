import { z } from 'zod';

/**
 * Versions of the terms of service and the privacy notice. The active version of each kind is the newest
 * whose effective date has come. A signed-in user accepts each terms version that took effect after they
 * last accepted; until then the host shows a blocking dialog.
 */

export const TERMS_KINDS = ['terms', 'privacy'] as const;
export type TermsKind = (typeof TERMS_KINDS)[number];

const isoDate = z.string().datetime({ offset: true });

export const ActiveTermsVersionSchema = z.object({ version: z.string(), effectiveAt: isoDate, body: z.string() });
export type ActiveTermsVersion = z.infer<typeof ActiveTermsVersionSchema>;

/** `GET /api/terms/active`. */
export const ActiveTermsSchema = z.object({ terms: ActiveTermsVersionSchema, privacy: ActiveTermsVersionSchema });
export type ActiveTerms = z.infer<typeof ActiveTermsSchema>;

export const CreateTermsVersionSchema = z.object({
  kind: z.enum(TERMS_KINDS, { errorMap: () => ({ message: 'Please choose terms or privacy.' }) }),
  version: z
    .string()
    .trim()
    .min(1, 'Please give the version a name, such as 2.0.')
    .max(40)
    .regex(/^[A-Za-z0-9.\-_]+$/, 'Use letters, digits, dots and dashes only.'),
  body: z.string().trim().min(50, 'Please write the full text (at least 50 characters).').max(200_000),
  changeSummary: z.string().trim().min(5, 'Please summarise what changed.').max(2000),
  effectiveAt: isoDate,
});
export type CreateTermsVersion = z.infer<typeof CreateTermsVersionSchema>;

export const TermsVersionSchema = z.object({
  id: z.string(),
  kind: z.enum(TERMS_KINDS),
  version: z.string(),
  body: z.string(),
  changeSummary: z.string(),
  effectiveAt: isoDate,
  createdAt: isoDate,
  /** active: in effect now; scheduled: effective date still to come; superseded: replaced by a newer one. */
  status: z.enum(['active', 'scheduled', 'superseded']),
  acceptances: z.number().int(),
});
export type TermsVersion = z.infer<typeof TermsVersionSchema>;

export const TermsVersionListSchema = z.object({ versions: z.array(TermsVersionSchema) });
export type TermsVersionList = z.infer<typeof TermsVersionListSchema>;

/** `GET /api/terms/pending`: the terms version the caller still has to accept, or null. */
export const PendingTermsSchema = z.object({
  pending: z.object({ id: z.string(), version: z.string(), effectiveAt: isoDate, changeSummary: z.string() }).nullable(),
});
export type PendingTerms = z.infer<typeof PendingTermsSchema>;

export const AcceptTermsSchema = z.object({ versionId: z.string().trim().min(1, 'Please say which version you accept.').max(100) });
export type AcceptTerms = z.infer<typeof AcceptTermsSchema>;

/** What a user is told when they decline new terms and are signed out. */
export const TERMS_DECLINED_MESSAGE = 'You declined the updated Terms of Service, so you have been signed out. You can sign in again at any time to review and accept them.';

/** `POST /api/session/heartbeat`: the session's last-seen time and whether this beat was recorded (at most once a minute). */
export const HeartbeatResultSchema = z.object({ lastSeenAt: isoDate, recorded: z.boolean() });
export type HeartbeatResult = z.infer<typeof HeartbeatResultSchema>;
export const HEARTBEAT_INTERVAL_MS = 60_000;
