import { z } from 'zod';

/** SPEC §7 route rules: a redirect and per-route guard toggles looked up by path. */

export const ROUTE_GUARDS = ['personalEmail', 'clientPortal', 'pendingOrganization', 'pilot', 'toolbox', 'admin'] as const;
export type RouteGuard = (typeof ROUTE_GUARDS)[number];

export const RouteGuardsSchema = z.object({
  personalEmail: z.boolean(),
  clientPortal: z.boolean(),
  pendingOrganization: z.boolean(),
  pilot: z.boolean(),
  toolbox: z.boolean(),
  admin: z.boolean(),
});
export type RouteGuards = z.infer<typeof RouteGuardsSchema>;

/** No rule: no redirect, every guard on. */
export const DEFAULT_ROUTE_GUARDS: RouteGuards = Object.freeze({ personalEmail: true, clientPortal: true, pendingOrganization: true, pilot: true, toolbox: true, admin: true });

export const RouteRuleQuerySchema = z.object({ path: z.string().min(1).max(2048) });

/** GET /api/route-rules?path= */
export const RouteRuleAnswerSchema = z.object({ redirect: z.string().nullable(), guards: RouteGuardsSchema });
export type RouteRuleAnswer = z.infer<typeof RouteRuleAnswerSchema>;

/** A stored rule: an exact path, or a prefix ending in `/*`; guards left out stay on. */
export const RouteRuleSchema = z.object({
  pattern: z.string().min(1).max(2048),
  redirect: z.string().max(2048).nullable(),
  guards: RouteGuardsSchema.partial(),
});
export type RouteRule = z.infer<typeof RouteRuleSchema>;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A path as the router matches it: decoded, lower-case, without empty segments or a trailing slash, and
 * without query or fragment; '/' for the root. Rules match on this form so `/ADMIN/` or `/%61dmin` cannot
 * step around a rule written for `/admin`.
 */
export function normalizeRoutePath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const segments = pathname.split('/').filter(Boolean).map((s) => decodeSegment(s).toLowerCase());
  return `/${segments.join('/')}`;
}
