import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RouteRuleAnswerSchema,
  StoredRouteRuleSchema,
  RouteRuleQuerySchema,
  RouteRuleSchema,
  RouteRuleListSchema,
  type RouteRuleAnswer,
  type StoredRouteRule,
} from '@iprism/shared/contracts';
import { auditContext, recordAudit, requireIprismAdmin } from '../../admin';
import { deleteRouteRule, listRouteRules, upsertRouteRule } from '../repositories/route-rules';
import { routeRuleFor } from '../../../domain/route-rules/match-route-rule';
import { validateRouteRule } from '../../../domain/route-rules/validate-route-rule';
import { appError } from '../../../platform/lib/errors';
import { PUBLIC, STAFF } from '../../../platform/http/access/route-access';

/**
 * SPEC §7 route rules.
 * - GET /api/route-rules?path= (public: the host asks before its guards, signed in or not) → the redirect
 *   and guard toggles of the governing rule over the defaults.
 * - GET /api/admin/route-rules (staff) lists them; PUT and DELETE (iPrismAdmin only) edit them, audited.
 * The toggles only steer the browser's guard chain: each API call keeps its own server-side access rule.
 */
export const routeRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/route-rules', { config: { access: PUBLIC }, schema: { querystring: RouteRuleQuerySchema, response: { 200: RouteRuleAnswerSchema } } }, async (req, reply): Promise<RouteRuleAnswer> => {
    const { path } = req.query;
    // The host caches answers with its access cache; browsers and proxies must not keep an edited rule.
    void reply.header('cache-control', 'no-store');
    return routeRuleFor(await listRouteRules(app.db), path);
  });

  app.get('/api/admin/route-rules', { config: { access: STAFF }, schema: { response: { 200: RouteRuleListSchema } } }, async (): Promise<{ items: StoredRouteRule[] }> => ({ items: await listRouteRules(app.db) }));

  app.put('/api/admin/route-rules', { config: { access: STAFF }, schema: { body: RouteRuleSchema, response: { 200: StoredRouteRuleSchema } } }, async (req): Promise<StoredRouteRule> => {
    const by = await requireIprismAdmin(req);
    const body = req.body;
    const saved = await app.db.transaction(async (tx) => {
      const rule = validateRouteRule(body, await listRouteRules(tx));
      const stored = await upsertRouteRule(tx, rule, by);
      await recordAudit(tx, auditContext(req), { action: 'route-rule.changed', subject: { type: 'route', id: rule.pattern }, detail: { redirect: rule.redirect, guards: rule.guards } });
      return stored;
    });
    app.accessSignal.changed();
    return saved;
  });

  app.delete<{ Querystring: { pattern?: string } }>('/api/admin/route-rules', { config: { access: STAFF }, schema: { response: { 204: z.null() } } }, async (req, reply) => {
    await requireIprismAdmin(req);
    const pattern = String(req.query.pattern ?? '');
    const removed = await app.db.transaction(async (tx) => {
      const gone = await deleteRouteRule(tx, pattern);
      if (gone) await recordAudit(tx, auditContext(req), { action: 'route-rule.changed', subject: { type: 'route', id: pattern }, detail: { removed: true } });
      return gone;
    });
    if (!removed) throw appError('NOT_FOUND', 'No rule has this pattern.');
    app.accessSignal.changed();
    return reply.status(204).send(null);
  });
};
