import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import {
  IdParamsSchema,
  FormFillListSchema,
  IdsFillRulesSchema,
  IdsSizeFeeSchema,
  IdsTimingSchema,
  SavedFormFillSchema,
  ToolboxHomeSchema,
  FormFillContentSchema,
  FormPrefillRequestSchema,
  IdsSizeFeeRequestSchema,
  IdsTimingRequestSchema,
  TOOLBOX_FORMS,
  TOOLBOX_FORM_INFO,
  UPLOAD_MESSAGES,
  ToolboxFormListSchema,
  type DocumentFormat,
  type FormFillContent,
  type FormFillList,
  type IdsFillRules,
  type IdsSizeFee,
  type IdsTiming,
  type SavedFormFill,
  type ToolboxHome,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import { checkFile, findApplicationFile, findVisibleApplication, receiveFiles } from '../../applications';
import { deleteFormFill, findFormFill, insertFormFill, listFormFills, updateFormFill, type FormFillRecord } from '../repositories/form-fills';
import { idsSizeFee } from '../../../domain/toolbox/ids-size-fee';
import { idsTiming } from '../../../domain/toolbox/ids-timing';
import { appError } from '../../../platform/lib/errors';
import { EMPTY_FACTS } from '../application-facts';
import { factsOfFile } from '../facts-of-file';
import { formPdf } from '../form-pdf';
import { prefillForm } from '../form-sections';
import { idsFillRules } from '../ids-fill-rules';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { TOOLBOX } from '../../../platform/http/access/route-access';
import { attachment } from '../../../platform/http/content-disposition';

const FILL_LIST_LIMIT = 100;
const RECENT_FILLS = 5;
const FILL_NOT_FOUND_MESSAGE = 'Form fill not found.';
const FormQuery = z.object({ form: z.enum(TOOLBOX_FORMS) });

const toSaved = (r: FormFillRecord): SavedFormFill => ({ id: r.id, form: r.form, title: r.title, applicationId: r.applicationId, sections: r.sections, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });
const summary = (r: FormFillRecord) => ({ id: r.id, form: r.form, title: r.title, updatedAt: r.updatedAt.toISOString() });

/** The tools every Toolbox licence (and staff) has. */
const TOOLS = [
  { id: 'formfill', name: 'Form fill', description: 'ADS, IDS, transmittal and inventor declaration filled from an application’s data, as PDF.', path: '/dashboard/toolbox/formfill' },
  { id: 'ids-rules', name: 'IDS size fee and timing', description: '37 CFR 1.17(v) size fee and 1.97 timing worked out inside the IDS form fill.', path: '/dashboard/toolbox/formfill?form=ids' },
  { id: 'drafting', name: 'Drafting workspace', description: 'Write claims with antecedent, support and dependency checks as you type.', path: '/dashboard/drafting' },
];

/**
 * The toolbox dashboard's API (Toolbox licences and staff, SPEC §5 guard 5): the home summary, the IDS
 * rules, and form fill (prefill from an application or an uploaded file, saved fills, PDFs).
 */
export const toolboxRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, TOOLBOX);
  await app.register(fastifyMultipart, { limits: { fileSize: app.config.upload.maxBytes } });

  app.get('/api/toolbox/forms', { schema: { response: { 200: ToolboxFormListSchema } } }, async () => ({ forms: TOOLBOX_FORMS.map((id) => ({ id, ...TOOLBOX_FORM_INFO[id] })) }));

  app.get('/api/toolbox/home', { schema: { response: { 200: ToolboxHomeSchema } } }, async (req, reply): Promise<ToolboxHome> => {
    const principal = requirePrincipal(req);
    const info = await app.licensing.licenseInfo(principal.userId, principal.orgId, new Date());
    const fills = await listFormFills(app.db, principal.userId, RECENT_FILLS);
    void reply.header('Cache-Control', 'no-store');
    return { licenseType: info.licenseType ?? null, tools: TOOLS, credits: info.credits, recentFills: fills.map(summary) };
  });

  app.post('/api/toolbox/ids-size-fee', { schema: { body: IdsSizeFeeRequestSchema, response: { 200: IdsSizeFeeSchema } } }, async (req): Promise<IdsSizeFee> => idsSizeFee(req.body, new Date()));

  app.post('/api/toolbox/ids-timing', { schema: { body: IdsTimingRequestSchema, response: { 200: IdsTimingSchema } } }, async (req): Promise<IdsTiming> => idsTiming(req.body));

  app.post('/api/toolbox/formfill/prefill', { schema: { body: FormPrefillRequestSchema, response: { 200: FormFillContentSchema } } }, async (req): Promise<FormFillContent> => {
    const principal = requirePrincipal(req);
    const body = req.body;
    if (!body.applicationId) return prefillForm(body.form, EMPTY_FACTS, null);
    const application = await findVisibleApplication(app.db, principal, body.applicationId);
    const file = await findApplicationFile(app.db, application.id, 'application');
    if (!file) throw appError('NOT_FOUND', 'The application document is missing.');
    const facts = await factsOfFile(await app.fileStore.get(file.storageKey), file.format as DocumentFormat, file.name, app.fileReaders);
    return prefillForm(body.form, facts, application.id);
  });

  app.post('/api/toolbox/formfill/prefill/upload', { schema: { consumes: ['multipart/form-data'], querystring: FormQuery, response: { 200: FormFillContentSchema } } }, async (req): Promise<FormFillContent> => {
    const { form } = req.query;
    const files = await receiveFiles(req, app.config.upload.maxBytes);
    const file = files.find((f) => f.kind === 'application');
    if (!file) throw appError('VALIDATION_FAILED', UPLOAD_MESSAGES.missingApplication);
    const checked = await checkFile(file, app.fileReaders);
    const facts = await factsOfFile(file.bytes, checked.format as DocumentFormat, file.name, app.fileReaders);
    return prefillForm(form, facts, null);
  });

  app.post('/api/toolbox/formfill/ids-rules', { schema: { body: FormFillContentSchema, response: { 200: IdsFillRulesSchema } } }, async (req): Promise<IdsFillRules> => idsFillRules(req.body, new Date()));

  app.post('/api/toolbox/formfill/pdf', { schema: { produces: ['application/pdf'], body: FormFillContentSchema } }, async (req, reply) => {
    const content = req.body;
    const pdf = await formPdf(content, new Date());
    return reply.header('cache-control', 'no-store').header('content-disposition', attachment(`${content.title}.pdf`)).type('application/pdf').send(Buffer.from(pdf));
  });

  app.get('/api/toolbox/formfill/fills', { schema: { response: { 200: FormFillListSchema } } }, async (req, reply): Promise<FormFillList> => {
    const principal = requirePrincipal(req);
    void reply.header('Cache-Control', 'no-store');
    return { fills: (await listFormFills(app.db, principal.userId, FILL_LIST_LIMIT)).map(summary) };
  });

  app.post('/api/toolbox/formfill/fills', { schema: { body: FormFillContentSchema, response: { 201: SavedFormFillSchema } } }, async (req, reply): Promise<SavedFormFill> => {
    const principal = requirePrincipal(req);
    const fill = await insertFormFill(app.db, principal.userId, req.body);
    return reply.code(201).send(toSaved(fill));
  });

  app.get('/api/toolbox/formfill/fills/:id', { schema: { params: IdParamsSchema, response: { 200: SavedFormFillSchema } } }, async (req): Promise<SavedFormFill> => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    const fill = await findFormFill(app.db, principal.userId, id);
    if (!fill) throw appError('NOT_FOUND', FILL_NOT_FOUND_MESSAGE);
    return toSaved(fill);
  });

  app.put('/api/toolbox/formfill/fills/:id', { schema: { params: IdParamsSchema, body: FormFillContentSchema, response: { 200: SavedFormFillSchema } } }, async (req): Promise<SavedFormFill> => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    const fill = await updateFormFill(app.db, principal.userId, id, req.body);
    if (!fill) throw appError('NOT_FOUND', FILL_NOT_FOUND_MESSAGE);
    return toSaved(fill);
  });

  app.delete('/api/toolbox/formfill/fills/:id', { schema: { params: IdParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    if (!(await deleteFormFill(app.db, principal.userId, id))) throw appError('NOT_FOUND', FILL_NOT_FOUND_MESSAGE);
    return reply.code(204).send(null);
  });
};
