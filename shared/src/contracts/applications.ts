import { z } from 'zod';
import { ProgressPayloadSchema, ProgressSnapshotSchema, StageSnapshotSchema } from './progress';

/**
 * Applications (SPEC §1: uploads run through six stages whose progress is pushed live; §3 progress
 * record), one API under /api/applications. Every read, list and socket watch shows an application to
 * the same people: its owner, its organisation's admins and the members it is assigned to (client-portal
 * users it is shared with among them). Anyone else gets 404, never 403, so ids do not leak.
 */

/** One answer for "no such application" and "not yours". */
export const APPLICATION_NOT_FOUND_MESSAGE = 'Application not found';

export const ApplicationOwnerSchema = z.object({
  id: z.string(),
  /** Null when the owner has no local account row (a user known only to the identity provider). */
  name: z.string().nullable(),
});
export type ApplicationOwner = z.infer<typeof ApplicationOwnerSchema>;

/**
 * One stage in a list: its stored global record (as in the progress snapshot) and how many tasks it has,
 * without the tasks themselves. A stage that only ever had subtasks reports progress 0.
 */
export const StageSummarySchema = StageSnapshotSchema.omit({ applicationId: true, tasks: true }).extend({
  taskCount: z.number().int().min(0),
});
export type StageSummary = z.infer<typeof StageSummarySchema>;

const ApplicationBaseSchema = z.object({
  id: z.string(),
  title: z.string(),
  owner: ApplicationOwnerSchema,
  organizationId: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});

/**
 * POST /api/dev/applications (DEMO only, staff only): a throwaway application for `ownerEmail`, in the
 * owner's first organisation (the one a new session makes active). Answers 201 with an ApplicationRecord.
 */
export const CreateDevApplicationRequestSchema = z.object({
  ownerEmail: z.string().trim().email(),
  title: z.string().trim().min(1).max(200).default('Test application'),
});
export type CreateDevApplicationRequest = z.infer<typeof CreateDevApplicationRequestSchema>;

/**
 * POST /api/dev/progress (DEMO only, staff only): publishes one payload through the progress bus, exactly
 * as a pipeline worker would. The server stamps the time, so a client's `timestamp` is not accepted.
 * Answers 202 with the payload as it was sent to the watchers.
 */
export const DevProgressRequestSchema = ProgressPayloadSchema.omit({ timestamp: true }).strict();
export type DevProgressRequest = z.input<typeof DevProgressRequestSchema>;

/** Upload limits; the server's UPLOAD_MAX_BYTES and UPLOAD_MAX_PAGES override the defaults. */
export const UPLOAD_MAX_BYTES_DEFAULT = 50 * 1024 * 1024;
export const UPLOAD_MAX_PAGES_DEFAULT = 1000;

/** Multipart field names of POST /api/applications. */
export const UPLOAD_FIELDS = { application: 'application', ids: 'ids' } as const;

/** What an application as a whole is doing, derived from its stages (the archive's status filter). */
export const APPLICATION_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The messages an upload is refused with; {name}, {size}, {limit}, {pages} are filled in. */
export const UPLOAD_MESSAGES = {
  missingApplication: 'No application document: send the file in the "application" field.',
  unsupportedApplication: '{name} is not a PDF, DOCX, plain-text or USPTO XML document.',
  unsupportedIds: '{name} is not a PDF, CSV or XML information disclosure statement.',
  tooLarge: '{name} is larger than the {limit} upload limit.',
  tooManyPages: '{name} has {pages} pages; the limit is {limit}.',
  encrypted: '{name} is encrypted or password-protected. Remove the protection and upload it again.',
  corrupt: '{name} is damaged or incomplete and cannot be read.',
  empty: '{name} is empty.',
  unexpectedField: 'Unexpected upload field "{name}": send "application" and optionally "ids".',
  requestTooLarge: 'The upload ({size}) is larger than the {limit} allowed for an application and its IDS.',
  // Reader limits (docs/security.md): each names the file and the limit it went over.
  zipEntries: '{name} is a ZIP package of {count} entries; the limit is {limit}.',
  zipExpandedSize: '{name} would unpack to {size}; the limit is {limit}.',
  zipRatio: '{name} contains {entry}, compressed {ratio} to 1; entries compressed more than {limit} to 1 are refused as a possible ZIP bomb.',
  gzipExpandedSize: '{name} unpacks to more than {limit}; the limit guards against compression bombs.',
  zipUndeclaredSize: '{name} contains {entry}, which unpacks to more than the {size} its package declares; the file is damaged or crafted.',
  xmlSize: '{name} holds {size} of XML; the limit is {limit}.',
  xmlDepth: '{name} nests XML elements more than {limit} deep.',
  xmlEntities: '{name} declares its own XML entities (<!ENTITY> in its DOCTYPE). They are never expanded; remove the declarations and upload it again.',
  pdfDecodedSize: '{name} holds compressed PDF content that decodes to more than {limit}; the limit guards against compression bombs.',
  csvLineLength: '{name} has a line of {size}; lines are limited to {limit}.',
  readTimeout: 'Reading {name} took longer than {seconds} s and was stopped.',
  readMemory: 'Reading {name} needed more than the {limit} of memory a reader may use and was stopped.',
} as const;

/** A byte count as people read it: "1.2 GB", "50 MB", "400 KB". */
export const formatByteLimit = (bytes: number): string => {
  if (bytes >= 1024 ** 3) return `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round((bytes / 1024 ** 2) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
};

export const fillMessage = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** An uploaded file as the API describes it. */
export const StoredFileSchema = z.object({
  kind: z.enum(['application', 'ids']),
  name: z.string(),
  mediaType: z.string(),
  size: z.number().int().min(0),
  pages: z.number().int().min(0).nullable(),
});
export type StoredFile = z.infer<typeof StoredFileSchema>;

/** POST /api/applications answers 201 with the new application's id. */
export const CreateApplicationResponseSchema = z.object({
  id: z.string(),
  /** The credit ledger after the upload's charge: the balance and SPEC §8's low-credit message, if any (absent for unlimited plans). */
  credits: z.object({ balance: z.number().int(), notice: z.object({ level: z.enum(['warning', 'error']), message: z.string() }).nullable() }).optional(),
});
/** `202` of a re-run: the application is queued again. */
export const ApplicationRunQueuedSchema = z.object({ id: z.string() });
export type CreateApplicationResponse = z.infer<typeof CreateApplicationResponseSchema>;

/** GET /api/applications query: server-side paging (newest first), search by title, filters by status and creation date. */
export const ApplicationPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(200).optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  /** ISO dates (inclusive) on the creation time. */
  from: z.string().date().optional(),
  to: z.string().date().optional(),
});
export type ApplicationPageQuery = z.infer<typeof ApplicationPageQuerySchema>;

/** An application as listed: its stages that have any state, in pipeline order, its status and its files. */
export const ApplicationRecordSchema = ApplicationBaseSchema.extend({
  stages: z.array(StageSummarySchema),
  status: z.enum(APPLICATION_STATUSES),
  files: z.array(StoredFileSchema),
});
export type ApplicationRecord = z.infer<typeof ApplicationRecordSchema>;

export const ApplicationPageSchema = z.object({
  items: z.array(ApplicationRecordSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type ApplicationPage = z.infer<typeof ApplicationPageSchema>;

/** GET /api/applications/{id}: the record with its full stored progress. */
export const ApplicationFullSchema = ApplicationRecordSchema.extend({ progress: ProgressSnapshotSchema });
export type ApplicationFull = z.infer<typeof ApplicationFullSchema>;

/** POST /api/applications/{id}/assignments: assigns the application to one member of its organisation (shares it, for a client-portal user). */
export const AssignApplicationRequestSchema = z.object({ userId: z.string().min(1).max(200) }).strict();
export type AssignApplicationRequest = z.infer<typeof AssignApplicationRequestSchema>;

/** A member of the application's organisation who may be given, or was given, access to it. */
export const AssignmentCandidateSchema = z.object({ userId: z.string(), name: z.string(), email: z.string() });
export type AssignmentCandidate = z.infer<typeof AssignmentCandidateSchema>;

export const ApplicationAssignmentSchema = AssignmentCandidateSchema.extend({ assignedAt: z.string().datetime() });
export type ApplicationAssignment = z.infer<typeof ApplicationAssignmentSchema>;

/**
 * GET /api/applications/{id}/assignments, for those who may assign (a client-portal user gets 403): who the
 * application is assigned to, and the organisation's members who do not see it yet (client-portal users first).
 */
export const ApplicationAssignmentsSchema = z.object({
  assignments: z.array(ApplicationAssignmentSchema),
  candidates: z.array(AssignmentCandidateSchema),
});
export type ApplicationAssignments = z.infer<typeof ApplicationAssignmentsSchema>;

/** Why an assignment was refused (422), shown as they are. */
export const ASSIGNMENT_MESSAGES = {
  noOrganization: 'This application belongs to no organization, so it cannot be shared.',
  notMember: "This user is not a member of the application's organization.",
  readOnly: 'Only members of the firm can share this application.',
} as const;
