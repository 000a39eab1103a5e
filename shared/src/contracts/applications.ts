import { z } from 'zod';
import { ProgressPayloadSchema, ProgressSnapshotSchema, StageSnapshotSchema } from './progress';

/**
 * Applications of the patent dashboard (SPEC §1: uploads run through six stages whose progress is pushed
 * live; §3 progress record). The list holds the caller's own and their active organisation's; one
 * application opens to whoever may watch it on the socket (owner, organisation members, staff). Anyone
 * else gets 404, never 403, so ids do not leak.
 */

/** The newest this many applications are listed; the dashboard is a working view, not the archive. */
export const APPLICATION_LIST_LIMIT = 100;

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

/** GET /api/patent/applications item: stages that have any state, in pipeline order. */
export const ApplicationSummarySchema = ApplicationBaseSchema.extend({ stages: z.array(StageSummarySchema) });
export type ApplicationSummary = z.infer<typeof ApplicationSummarySchema>;

/**
 * GET /api/patent/applications (Pilot licences and staff): the caller's own applications and those of
 * their active organisation, newest first, at most APPLICATION_LIST_LIMIT.
 */
export const ApplicationListSchema = z.object({ applications: z.array(ApplicationSummarySchema) });
export type ApplicationList = z.infer<typeof ApplicationListSchema>;

/**
 * GET /api/patent/applications/:id: one application with its full stored progress (every stage's record
 * and task map), the REST twin of the socket's `request-progress` answer, so a page shows the truth
 * before its socket connects.
 */
export const ApplicationDetailSchema = ApplicationBaseSchema.extend({ progress: ProgressSnapshotSchema });
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

/**
 * POST /api/dev/applications (DEMO only, staff only): a throwaway application for `ownerEmail`, in the
 * owner's first organisation (the one a new session makes active). Answers 201 with an ApplicationSummary.
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
