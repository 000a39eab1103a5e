import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  LandscapeSchema,
  WatchListSchema,
  WatchSchema,
  CreateWatchRequestSchema,
  DEFAULT_WATCH_LIMIT,
  LandscapeRequestSchema,
  UpdateWatchRequestSchema,
  WATCH_LIMITS,
  watchLimitMessage,
  type Landscape,
  type Watch,
  type WatchList,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import { findCitingDocuments } from '../../corpus';
import { countWatches, deleteWatch, findWatch, insertWatch, insertWatchHits, listUserWatches, updateWatch } from '../repositories/scout-watches';
import { landscapeOf } from '../repositories/scout-landscape';
import { invalidField } from '../../../domain/invalid-field';
import { appError } from '../../../platform/lib/errors';
import { landscapeTsQuery } from '../landscape-query';
import { findPatentByNumber, parsePatentNumber } from '../patent-record';
import { trimEndOf } from '@iprism/shared/text';
import { createMailer } from '../../../platform/mail/mailer';
import { scheduleWatchDigests } from '../watch-digests';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { PILOT } from '../../../platform/http/access/route-access';

export const WATCH_NOT_FOUND_MESSAGE = 'Watch not found.';

const EMPTY_LANDSCAPE: Landscape = { total: 0, byYear: [], topAssignees: [], byCpc: [], byCountry: [], documents: [] };

/**
 * Scout (pilot licences, as the scout dashboard): landscapes over the whole matching set, and watches
 * (a search, a CPC group or a patent) that imports notify. Each user sees and changes only their own
 * watches; how many a seat may keep depends on the licence (WATCH_LIMITS). Daily and weekly watches are
 * e-mailed as digests by an hourly job that every node runs; each digest's claim makes it go out once.
 */
export const scoutRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, PILOT);
  const origin = app.config.publicOrigin ? trimEndOf(app.config.publicOrigin, '/') : `http://localhost:${app.config.port}`;
  const digests = scheduleWatchDigests(app.db, { mailerFor: (q) => createMailer(app.config, q), origin, licensing: app.licensing }, app.log);
  app.addHook('onClose', async () => digests.stop());

  app.post('/api/scout/landscape', { schema: { body: LandscapeRequestSchema, response: { 200: LandscapeSchema } } }, async (req, reply): Promise<Landscape> => {
    const body = req.body;
    void reply.header('cache-control', 'no-store');
    const tsquery = landscapeTsQuery(body.query);
    if (!tsquery) return EMPTY_LANDSCAPE;
    return landscapeOf(app.db, tsquery, body.filters ?? {});
  });

  const watchLimit = async (userId: string, orgId: string | null): Promise<number> => {
    const resolved = await app.licensing.resolve(userId, orgId, new Date());
    return WATCH_LIMITS[resolved.license?.type ?? ''] ?? DEFAULT_WATCH_LIMIT;
  };

  app.get('/api/scout/watches', { schema: { response: { 200: WatchListSchema } } }, async (req, reply): Promise<WatchList> => {
    const principal = requirePrincipal(req);
    void reply.header('cache-control', 'no-store');
    return { watches: await listUserWatches(app.db, principal.userId), limit: await watchLimit(principal.userId, principal.orgId) };
  });

  const ownWatch = async (userId: string, id: string): Promise<Watch> => {
    const watch = (await listUserWatches(app.db, userId)).find((w) => w.id === id);
    if (!watch) throw appError('NOT_FOUND', WATCH_NOT_FOUND_MESSAGE);
    return watch;
  };

  app.post('/api/scout/watches', { schema: { body: CreateWatchRequestSchema, response: { 201: WatchSchema } } }, async (req, reply): Promise<Watch> => {
    const principal = requirePrincipal(req);
    const body = req.body;
    const limit = await watchLimit(principal.userId, principal.orgId);
    if ((await countWatches(app.db, principal.userId)) >= limit) throw appError('FORBIDDEN', watchLimitMessage(limit));
    let patent: { number: string; country: string; docNumber: string } | null = null;
    if (body.kind === 'patent') {
      const parsed = parsePatentNumber(body.number!);
      if (!parsed) throw invalidField('number', `"${body.number}" is not a patent publication number.`);
      const row = await findPatentByNumber(app.db, body.number!);
      patent = { number: row?.publication_number ?? `${parsed.country}${parsed.number}${parsed.kind}`, country: parsed.country, docNumber: parsed.number };
    }
    if (body.kind === 'search' && !landscapeTsQuery(body.query!)) throw invalidField('query', 'has no searchable word; use more specific terms.');
    const watch = await app.db.transaction(async (tx) => {
      const created = await insertWatch(tx, principal.userId, {
        name: body.name, kind: body.kind, digest: body.digest,
        query: body.kind === 'search' ? body.query! : null,
        cpc: body.kind === 'patent' ? null : (body.cpc ?? null),
        number: patent?.number ?? null, country: patent?.country ?? null, docNumber: patent?.docNumber ?? null,
      });
      // What already cites the patent is known: only citations that arrive later notify.
      if (patent) await insertWatchHits(tx, created.id, (await findCitingDocuments(tx, patent.country, patent.docNumber, 10_000)).map((d) => d.publication_number));
      return created;
    });
    return reply.code(201).send(await ownWatch(principal.userId, watch.id));
  });

  app.patch('/api/scout/watches/:id', { schema: { params: IdParamsSchema, body: UpdateWatchRequestSchema, response: { 200: WatchSchema } } }, async (req): Promise<Watch> => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    const body = req.body;
    const watch = await findWatch(app.db, principal.userId, id);
    if (!watch) throw appError('NOT_FOUND', WATCH_NOT_FOUND_MESSAGE);
    if (body.query !== undefined && watch.kind !== 'search') throw invalidField('query', `only a search watch has search terms.`);
    if (body.cpc !== undefined && watch.kind === 'patent') throw invalidField('cpc', `a patent watch has no CPC filter.`);
    if (body.cpc === null && watch.kind === 'cpc') throw invalidField('cpc', 'a CPC watch needs its CPC symbol.');
    await updateWatch(app.db, id, body);
    return ownWatch(principal.userId, id);
  });

  app.delete('/api/scout/watches/:id', { schema: { params: IdParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
    const { id } = req.params;
    if (!(await deleteWatch(app.db, requirePrincipal(req).userId, id))) throw appError('NOT_FOUND', WATCH_NOT_FOUND_MESSAGE);
    return reply.code(204).send(null);
  });
};
