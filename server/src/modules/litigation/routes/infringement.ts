import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import {
  InfringementChartSchema,
  InfringementStartedSchema,
  ChartEditsRequestSchema,
  INVALIDITY_EXPORT_FORMATS,
  InfringementRequestSchema,
  type ChartCell,
  type ChartedClaim,
  type InfringementCell,
  type InfringementChart,
  type InfringementStarted,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import { finishLitigationSearch, findLitigationSearch, insertLitigationSearch, saveLitigationEdits, type LitigationSearchRecord } from '../repositories/litigation-searches';
import { chartProduct, type ProductText } from '../../../domain/litigation/chart-product';
import { chartRows } from '../../../domain/litigation/chart-rows';
import { appError } from '../../../platform/lib/errors';
import { chartCsv, chartDocx, chartXlsx, type ChartHeader } from '../chart-export';
import { resolveInvalidityTarget } from '../invalidity-subject';
import { productPlainText } from '../product-text';
import { readProduct } from '../read-product';
import { claimList, receiveProduct } from '../receive-product';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { PILOT } from '../../../platform/http/access/route-access';
import { attachment } from '../../../platform/http/content-disposition';
import { auditExport } from '../../admin';

export const INFRINGEMENT_NOT_FOUND_MESSAGE = 'Infringement chart not found.';

interface StoredResult {
  productName: string;
  claims: ChartedClaim[];
  /** Cells of charts stored before the product's passages were kept have none. */
  chart: (ChartCell & { passages?: InfringementCell['passages'] })[];
}
type Chart = LitigationSearchRecord<{ number: string }, StoredResult>;

const IdSchema = z.object({ id: z.string().trim().min(1).max(100) });
const ExportQuerySchema = z.object({ format: z.enum(INVALIDITY_EXPORT_FORMATS) });

function view(record: Chart): InfringementChart {
  const result = record.result ?? { productName: '', claims: [], chart: [] };
  const chart = result.chart.map((c) => ({ ...c, passages: c.passages ?? (c.passage ? [{ passage: c.passage, location: c.location, score: c.score }] : []) }));
  const rows = chartRows(result.claims, [{ number: result.productName, chart }], record.edits);
  const coverage = result.claims.map((c) => {
    const own = rows.filter((r) => r.claim === c.number);
    return { claim: c.number, coverage: own.length ? Math.round((own.filter((r) => r.covered).length / own.length) * 1000) / 1000 : 0 };
  });
  return { id: record.id, subject: record.subject, productName: result.productName, claims: result.claims, chart, coverage, edits: record.edits, createdAt: record.createdAt.toISOString() };
}

/**
 * Infringement charts (Pilot and staff): a corpus patent's claims read against a product description,
 * each element mapped to the product passage that reads on it, per-claim coverage; the same edits and
 * exports as invalidity, the product standing where a reference stands.
 */
export const infringementRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, PILOT);
  await app.register(fastifyMultipart, { limits: { fileSize: app.config.upload.maxBytes } });

  async function own(userId: string, id: string): Promise<Chart> {
    const record = await findLitigationSearch<{ number: string }, StoredResult>(app.db, id, userId, 'infringement');
    if (!record) throw appError('NOT_FOUND', INFRINGEMENT_NOT_FOUND_MESSAGE);
    return record;
  }

  /** Charts the patent's claims (the independent ones by default) against the product and keeps the chart as its owner's. */
  async function chartOf(userId: string, subject: Awaited<ReturnType<typeof resolveInvalidityTarget>>, number: string, productName: string, product: ProductText): Promise<string> {
    const result: StoredResult = { productName, claims: subject.claims, chart: chartProduct(subject.claims, product) };
    const id = await insertLitigationSearch(app.db, { userId, kind: 'infringement', subject: subject.label, request: { number } });
    await finishLitigationSearch(app.db, id, { status: 'done', message: `${productName} charted against ${subject.label}`, result });
    return id;
  }

  /**
   * Multipart: the product description uploaded as a file (PDF, DOCX, text, or a web page saved as HTML)
   * with the patent number, claims and product name as fields. JSON: the description pasted as text.
   */
  app.post('/api/litigate/infringement', { schema: { consumes: ['multipart/form-data', 'application/json'], description: 'Multipart (a product file with number, claims and productName fields) or JSON (InfringementRequest)', response: { 201: InfringementStartedSchema } } }, async (req, reply): Promise<InfringementStarted> => {
    const principal = requirePrincipal(req);
    if (req.isMultipart()) {
      const { fields, file } = await receiveProduct(req, app.config.upload.maxBytes);
      const subject = await resolveInvalidityTarget(app.db, principal, { number: fields.number, claims: claimList(fields.claims) });
      const product = await readProduct(file, app.fileReaders);
      const id = await chartOf(principal.userId, subject, fields.number, fields.productName || file.name, product);
      req.log.info({ searchId: id, subject: subject.label, pages: product.pages.length }, 'infringement chart made from an uploaded product description');
      return reply.code(201).send({ id });
    }
    // The one route that takes multipart or JSON: its JSON body is checked here, after the multipart branch.
    const request = InfringementRequestSchema.parse(req.body ?? {});
    const subject = await resolveInvalidityTarget(app.db, principal, { number: request.number, claims: request.claims });
    const id = await chartOf(principal.userId, subject, request.number, request.productName, { pages: [productPlainText(request.productText)], paginated: false });
    return reply.code(201).send({ id });
  });

  app.get('/api/litigate/infringement/:id', { schema: { params: IdSchema, response: { 200: InfringementChartSchema } } }, async (req): Promise<InfringementChart> => {
    const principal = requirePrincipal(req);
    return view(await own(principal.userId, req.params.id));
  });

  app.put('/api/litigate/infringement/:id/edits', { schema: { params: IdSchema, body: ChartEditsRequestSchema, response: { 200: InfringementChartSchema } } }, async (req): Promise<InfringementChart> => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    const { edits } = req.body;
    const record = await own(principal.userId, id);
    await saveLitigationEdits(app.db, id, principal.userId, edits);
    return view({ ...record, edits });
  });

  app.get('/api/litigate/infringement/:id/export', { schema: { produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'], params: IdSchema, querystring: ExportQuerySchema } }, async (req, reply) => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    const { format } = req.query;
    const chart = view(await own(principal.userId, id));
    const rows = chartRows(chart.claims, [{ number: chart.productName, chart: chart.chart }], chart.edits);
    const header: ChartHeader = {
      kind: 'Infringement chart',
      subject: chart.subject,
      priorityDate: null,
      priorityDateBasis: null,
      references: [{ number: chart.productName, title: 'accused product', publicationDate: null, role: chart.coverage.map((c) => `claim ${c.claim}: ${Math.round(c.coverage * 100)}% read on`).join(', ') }],
      generatedAt: new Date(),
    };
    const name = `Infringement chart ${chart.subject} ${chart.productName}`.slice(0, 120);
    await auditExport(app.db, req, { what: 'infringement-chart', format, detail: { searchId: id } });
    void reply.header('cache-control', 'no-store');
    if (format === 'csv') return reply.header('content-disposition', attachment(`${name}.csv`)).type('text/csv; charset=utf-8').send(chartCsv(rows));
    if (format === 'xlsx') return reply.header('content-disposition', attachment(`${name}.xlsx`)).type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await chartXlsx(header, rows));
    return reply.header('content-disposition', attachment(`${name}.docx`)).type('application/vnd.openxmlformats-officedocument.wordprocessingml.document').send(await chartDocx(header, rows));
  });
};
