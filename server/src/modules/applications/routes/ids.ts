import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IdParamsSchema,
  IdsResponseSchema,
  IDS_MESSAGES,
  IdsCitationInputSchema,
  CitationParamsSchema,
  type IdsResponse,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import type { Queryable } from '../../../platform/db/db';
import { deleteIdsCorrection, IDS_FILES, idsResponse, listIdsCorrections, loadIdsState, type ReadyIds, recomputeIds, saveIdsCorrection, sb08Export, writeIdsCsv } from '../../ids';
import { listJobStates } from '../../pipeline';
import { appError } from '../../../platform/lib/errors';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { PILOT } from '../../../platform/http/access/route-access';
import { canAssignApplication, findVisibleApplication } from '../application-rights';
import { lockApplication } from '../repositories/applications';
import { attachment } from '../../../platform/http/content-disposition';
import { auditExport } from '../../admin';

/** `include`: the held citations the user confirmed exporting as they are, by ref (c5,c12). */
const PdfQuery = z.object({ include: z.string().max(4000).optional() });

const conflict = (message: string) => appError('CONFLICT', message);

/**
 * The IDS of an application: GET /ids answers the three IDS stages' results together, with the
 * citations held out of the SB/08 and the user's corrections; /ids.csv, /ids.json and /ids.pdf write the
 * normalised IDS on request (the SB/08 PDF without the held citations, unless `include` names them).
 * PUT /ids/citations/{ref} corrects a citation, DELETE /ids/citations/{ref} removes it, DELETE
 * /ids/citations/{ref}/correction goes back to the citation as read; each checks the IDS again on the
 * server, stores it and answers the new IDS. Same access as the other application reads (404 for anyone
 * who may not see it); corrections are for those who work on the application (403 otherwise; client-portal
 * users never reach them); 404 when no IDS was uploaded; 409 until all three IDS stages have finished and
 * while the application runs again.
 */
export const idsRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, PILOT);
  async function readyIds(db: Queryable, id: string): Promise<ReadyIds> {
    const state = await loadIdsState(db, id);
    if (state.kind === 'none') throw appError('NOT_FOUND', IDS_MESSAGES.noIds);
    if (state.kind === 'pending') throw conflict(IDS_MESSAGES.notReady);
    return state.ready;
  }

  app.get('/api/applications/:id/ids', { schema: { summary: 'The normalised IDS with the user\'s corrections', params: IdParamsSchema, response: { 200: IdsResponseSchema } } }, async (req, reply): Promise<IdsResponse> => {
    const { id } = req.params;
    await findVisibleApplication(app.db, requirePrincipal(req), id);
    const ready = await readyIds(app.db, id);
    void reply.header('cache-control', 'no-store');
    return idsResponse(id, ready, await listIdsCorrections(app.db, id));
  });

  app.get('/api/applications/:id/ids.csv', { schema: { summary: 'The IDS as CSV', produces: [IDS_FILES.csv.mediaType], params: IdParamsSchema } }, async (req, reply) => {
    const { id } = req.params;
    const application = await findVisibleApplication(app.db, requirePrincipal(req), id);
    const { transformation } = await readyIds(app.db, id);
    await auditExport(app.db, req, { what: 'ids', format: 'csv', subject: { type: 'application', id } });
    return reply.header('cache-control', 'no-store').header('content-disposition', attachment(`${application.title} IDS.csv`)).type(IDS_FILES.csv.mediaType).send(writeIdsCsv(transformation.citations));
  });

  app.get('/api/applications/:id/ids.json', { schema: { summary: 'The IDS as a JSON download', produces: [IDS_FILES.json.mediaType], params: IdParamsSchema } }, async (req, reply) => {
    const { id } = req.params;
    const application = await findVisibleApplication(app.db, requirePrincipal(req), id);
    const ids = idsResponse(id, await readyIds(app.db, id), []);
    const json = { applicationId: id, generatedAt: new Date().toISOString(), citations: ids.citations, held: ids.held };
    await auditExport(app.db, req, { what: 'ids', format: 'json', subject: { type: 'application', id } });
    return reply.header('cache-control', 'no-store').header('content-disposition', attachment(`${application.title} IDS.json`)).type(IDS_FILES.json.mediaType).send(JSON.stringify(json, null, 2));
  });

  app.get('/api/applications/:id/ids.pdf', { schema: { summary: 'The IDS as a filled SB/08 PDF; `include` adds held citations', params: IdParamsSchema, querystring: PdfQuery, produces: ['application/pdf'] } }, async (req, reply) => {
    const { id } = req.params;
    const { include } = req.query;
    const application = await findVisibleApplication(app.db, requirePrincipal(req), id);
    const ready = await readyIds(app.db, id);
    const named = (include ?? '').split(',').map((r) => r.trim()).filter(Boolean);
    const unknown = named.filter((ref) => !ready.analysis.analysis.citations.some((c) => c.ref === ref));
    if (unknown.length) throw appError('UNPROCESSABLE', `${IDS_MESSAGES.unknownIncluded} ${unknown.join(', ')}.`);
    const { pdf, leftOut } = await sb08Export(ready, application.title, new Set(named));
    await auditExport(app.db, req, { what: 'ids', format: 'pdf', subject: { type: 'application', id } });
    if (leftOut.length) void reply.header('x-ids-left-out', leftOut.join(','));
    return reply.header('cache-control', 'no-store').header('content-disposition', attachment(`${application.title} IDS SB08.pdf`)).type(IDS_FILES.pdf.mediaType).send(Buffer.from(pdf));
  });

  /** Runs a change to one citation's correction, then checks and stores the IDS again, in one transaction. */
  async function correct(req: FastifyRequest, { id, ref }: z.infer<typeof CitationParamsSchema>, change: (tx: Queryable, applicationId: string, ref: string, userId: string) => Promise<void>): Promise<IdsResponse> {
    const principal = requirePrincipal(req);
    const application = await findVisibleApplication(app.db, principal, id);
    if (!(await canAssignApplication(app.db, principal))) throw appError('FORBIDDEN', IDS_MESSAGES.readOnly);
    return app.db.transaction(async (tx) => {
      // One correction at a time per application: each recomputes the whole IDS from all of them.
      await lockApplication(tx, id);
      if ((await listJobStates(tx, id)).some((j) => j.status === 'queued' || j.status === 'running')) throw conflict(IDS_MESSAGES.busy);
      const ready = await readyIds(tx, id);
      if (!(ready.analysis.read ?? ready.analysis.analysis.citations).some((c) => c.ref === ref)) throw appError('NOT_FOUND', IDS_MESSAGES.unknownCitation);
      await change(tx, id, ref, principal.userId);
      await recomputeIds(tx, application, ready.analysis, new Date().toISOString().slice(0, 10));
      return idsResponse(id, await readyIds(tx, id), await listIdsCorrections(tx, id));
    });
  }

  app.put('/api/applications/:id/ids/citations/:ref', { schema: { summary: 'Correct one citation', params: CitationParamsSchema, body: IdsCitationInputSchema, response: { 200: IdsResponseSchema } } }, async (req): Promise<IdsResponse> => {
    const citation = req.body;
    return correct(req, req.params, (tx, applicationId, ref, userId) => saveIdsCorrection(tx, { applicationId, ref, citation, userId }));
  });

  app.delete('/api/applications/:id/ids/citations/:ref', { schema: { summary: 'Strike one citation from the IDS', params: CitationParamsSchema, response: { 200: IdsResponseSchema } } }, async (req): Promise<IdsResponse> =>
    correct(req, req.params, (tx, applicationId, ref, userId) => saveIdsCorrection(tx, { applicationId, ref, citation: null, userId })),
  );

  app.delete('/api/applications/:id/ids/citations/:ref/correction', { schema: { summary: 'Undo the correction of one citation', params: CitationParamsSchema, response: { 200: IdsResponseSchema } } }, async (req): Promise<IdsResponse> =>
    correct(req, req.params, (tx, applicationId, ref) => deleteIdsCorrection(tx, applicationId, ref)),
  );
};
