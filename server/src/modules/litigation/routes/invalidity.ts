import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  InvalidityJobSchema,
  ChartEditsRequestSchema,
  INVALIDITY_EXPORT_FORMATS,
  InvalidityRequestSchema,
  InvalidityStartedSchema,
  type ChartEdit,
  type InvalidityJob,
  type InvalidityRequest,
  type InvalidityResult,
  type InvalidityStarted,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import {
  finishLitigationSearch,
  findLitigationSearch,
  insertLitigationSearch,
  saveLitigationEdits,
  setLitigationProgress,
  type LitigationSearchRecord,
} from '../repositories/litigation-searches';
import { chartRows } from '../../../domain/litigation/chart-rows';
import { appError } from '../../../platform/lib/errors';
import { chartCsv, chartDocx, chartXlsx, type ChartHeader } from '../chart-export';
import { searchInvalidity } from '../invalidity-search';
import { resolveInvalidityTarget } from '../invalidity-subject';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { PILOT } from '../../../platform/http/access/route-access';
import { attachment } from '../../../platform/http/content-disposition';
import { auditExport } from '../../admin';

export const INVALIDITY_NOT_FOUND_MESSAGE = 'Invalidity search not found.';
export const INVALIDITY_FAILED_MESSAGE = 'The invalidity search failed. Please run it again.';

type StoredRequest = InvalidityRequest & { priorityDateBasis: string | null };
type Search = LitigationSearchRecord<StoredRequest, InvalidityResult>;

const IdSchema = z.object({ id: z.string().trim().min(1).max(100) });
const ExportQuerySchema = z.object({ format: z.enum(INVALIDITY_EXPORT_FORMATS) });

function view(search: Search): InvalidityJob {
  const result = search.result ?? { priorityDate: search.request.priorityDate ?? null, claims: [], references: [], anticipation: [], obviousness: [] };
  return {
    id: search.id,
    status: search.status,
    progress: search.progress,
    message: search.message,
    subject: search.subject,
    priorityDateBasis: search.request.priorityDateBasis,
    edits: search.edits,
    createdAt: search.createdAt.toISOString(),
    ...result,
  };
}

/** The role a reference plays in the search's answer, in the chart's heading. */
function roleOf(result: InvalidityResult, number: string): string | null {
  if (result.anticipation.includes(number)) return 'anticipation candidate (35 U.S.C. 102)';
  const partners = result.obviousness.filter((pair) => pair.includes(number)).map((pair) => (pair[0] === number ? pair[1] : pair[0]));
  return partners.length ? `obviousness candidate (35 U.S.C. 103) with ${partners.join(', ')}` : null;
}

/**
 * Invalidity searches (Pilot and staff licences, like prior art): started as a tracked job that reports
 * its progress in its own record, read by its owner only, edited by them (passages, covered decisions,
 * notes: nothing is sent to anyone) and exported in the layouts firms file (DOCX, XLSX) and as CSV.
 */
export const invalidityRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, PILOT);
  const running = new Set<Promise<void>>();
  // A search still running when the app stops finishes writing first, so no job is left half-written.
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  async function ownSearch(userId: string, id: string): Promise<Search> {
    const search = await findLitigationSearch<StoredRequest, InvalidityResult>(app.db, id, userId, 'invalidity');
    if (!search) throw appError('NOT_FOUND', INVALIDITY_NOT_FOUND_MESSAGE);
    return search;
  }

  app.post('/api/litigate/invalidity', { schema: { body: InvalidityRequestSchema, response: { 202: InvalidityStartedSchema } } }, async (req, reply): Promise<InvalidityStarted> => {
    const principal = requirePrincipal(req);
    const request = req.body;
    const subject = await resolveInvalidityTarget(app.db, principal, request);
    const initial: InvalidityResult = { priorityDate: subject.priorityDate, claims: subject.claims, references: [], anticipation: [], obviousness: [] };
    const id = await insertLitigationSearch(app.db, {
      userId: principal.userId,
      kind: 'invalidity',
      subject: subject.label,
      request: { ...request, priorityDateBasis: subject.priorityDateBasis },
      result: initial,
    });
    req.log.info({ searchId: id, subject: subject.label, claims: subject.claims.length, priorityDate: subject.priorityDate }, 'invalidity search started');
    const job = (async () => {
      try {
        const result = await searchInvalidity({ db: app.db, search: app.patentSearch }, subject, (progress, message) => setLitigationProgress(app.db, id, progress, message));
        const message = result.references.length
          ? `${result.references.length} references charted; ${result.anticipation.length} anticipation and ${result.obviousness.length} obviousness candidates`
          : `No document published before ${subject.priorityDate ?? 'today'} in the corpus matches the claims`;
        await finishLitigationSearch(app.db, id, { status: 'done', message, result });
      } catch (err) {
        req.log.error({ err, searchId: id }, 'invalidity search failed');
        await finishLitigationSearch(app.db, id, { status: 'failed', message: INVALIDITY_FAILED_MESSAGE }).catch(() => undefined);
      }
    })();
    running.add(job);
    void job.finally(() => running.delete(job));
    return reply.code(202).send({ id });
  });

  app.get('/api/litigate/invalidity/:id', { schema: { params: IdSchema, response: { 200: InvalidityJobSchema } } }, async (req, reply): Promise<InvalidityJob> => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    void reply.header('cache-control', 'no-store');
    return view(await ownSearch(principal.userId, id));
  });

  app.put('/api/litigate/invalidity/:id/edits', { schema: { params: IdSchema, body: ChartEditsRequestSchema, response: { 200: InvalidityJobSchema } } }, async (req): Promise<InvalidityJob> => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    const { edits } = req.body;
    const search = await ownSearch(principal.userId, id);
    await saveLitigationEdits(app.db, id, principal.userId, edits);
    return view({ ...search, edits: edits as ChartEdit[] });
  });

  app.get('/api/litigate/invalidity/:id/export', { schema: { produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'], params: IdSchema, querystring: ExportQuerySchema } }, async (req, reply) => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    const { format } = req.query;
    const search = await ownSearch(principal.userId, id);
    const result = view(search);
    const rows = chartRows(result.claims, result.references, result.edits);
    const header: ChartHeader = {
      kind: 'Invalidity chart',
      subject: search.subject,
      priorityDate: result.priorityDate,
      priorityDateBasis: result.priorityDateBasis,
      references: result.references.map((r) => ({ number: r.number, title: r.title, publicationDate: r.publicationDate, role: roleOf(result, r.number) })),
      generatedAt: new Date(),
    };
    const name = `Invalidity chart ${search.subject}`.slice(0, 120);
    await auditExport(app.db, req, { what: 'invalidity-chart', format, detail: { searchId: id } });
    void reply.header('cache-control', 'no-store');
    if (format === 'csv') return reply.header('content-disposition', attachment(`${name}.csv`)).type('text/csv; charset=utf-8').send(chartCsv(rows));
    if (format === 'xlsx') {
      return reply
        .header('content-disposition', attachment(`${name}.xlsx`))
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await chartXlsx(header, rows));
    }
    return reply
      .header('content-disposition', attachment(`${name}.docx`))
      .type('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
      .send(await chartDocx(header, rows));
  });
};
