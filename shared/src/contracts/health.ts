import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptime: z.number().nonnegative(),
});
export type Health = z.infer<typeof HealthSchema>;

/** `off`: the deployment has no Redis (REDIS_URL unset), which is fine for a single node. */
export const ReadyCheckSchema = z.enum(['ok', 'down', 'off']);

/**
 * GET /api/ready: whether this node should get traffic (its database answers, its Redis if configured
 * answers, and it is not shutting down). /api/health stays liveness: the process runs.
 */
export const ReadySchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({
    database: ReadyCheckSchema.exclude(['off']),
    redis: ReadyCheckSchema,
  }),
  /** SIGTERM received: the node finishes what it has and takes nothing new. */
  shuttingDown: z.boolean(),
});
export type Ready = z.infer<typeof ReadySchema>;
export type ReadyCheck = z.infer<typeof ReadyCheckSchema>;
