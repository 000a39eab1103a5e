import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  FormFillContentSchema,
  FormPrefillRequestSchema,
  IdsSizeFeeRequestSchema,
  IdsTimingRequestSchema,
  TOOLBOX_FORMS,
  TOOLBOX_FORM_INFO,
  UPLOAD_MESSAGES,
  type DocumentFormat,
  type FormFillContent,
  type FormFillList,
  type IdsFillRules,
  type IdsSizeFee,
  type IdsTiming,
  type SavedFormFill,
  type ToolboxHome,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../../auth/request-principal';
import { findApplicationFile } from '../../../db/repositories/application-files';
import { deleteFormFill, findFormFill, insertFormFill, listFormFills, updateFormFill, type FormFillRecord } from '../../../db/repositories/form-fills';
import { idsSizeFee } from '../../../domain/toolbox/ids-size-fee';
import { idsTiming } from '../../../domain/toolbox/ids-timing';
import { checkFile } from '../../../intake/check-upload';
import { receiveFiles } from '../../../intake/receive-files';
import { badRequest, notFound } from '../../../lib/errors';
import { EMPTY_FACTS } from '../../../toolbox/application-facts';
import { factsOfFile } from '../../../toolbox/facts-of-file';
import { formPdf } from '../../../toolbox/form-pdf';
import { prefillForm } from '../../../toolbox/form-sections';
import { idsFillRules } from '../../../toolbox/ids-fill-rules';
import { TOOLBOX } from '../../access/route-access';
import { findVisibleApplication } from '../applications/application-rights';
import { attachment } from '../applications/content-disposition';

const FILL_LIST_LIMIT = 100;
const RECENT_FILLS = 5;
const FILL_NOT_FOUND_MESSAGE = 'Form fill not found.';
const IdParams = z.object({ id: z.string().trim().min(1).max(100) });
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
export const toolboxRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: app.config.upload.maxBytes } });

  app.get('/api/toolbox/forms', { config: { access: TOOLBOX } }, async () => ({ forms: TOOLBOX_FORMS.map((id) => ({ id, ...TOOLBOX_FORM_INFO[id] })) }));

  app.get('/api/toolbox/home', { config: { access: TOOLBOX } }, async (req, reply): Promise<ToolboxHome> => {
    const principal = requirePrincipal(req);
    const info = await app.licensing.licenseInfo(principal.userId, principal.orgId, new Date());
    const fills = await listFormFills(app.db, principal.userId, RECENT_FILLS);
    void reply.header('Cache-Control', 'no-store');
    return { licenseType: info.licenseType ?? null, tools: TOOLS, credits: info.credits, recentFills: fills.map(summary) };
  });

  app.post('/api/toolbox/ids-size-fee', { config: { access: TOOLBOX } }, async (req): Promise<IdsSizeFee> => idsSizeFee(IdsSizeFeeRequestSchema.parse(req.body ?? {}), new Date()));

  app.post('/api/toolbox/ids-timing', { config: { access: TOOLBOX } }, async (req): Promise<IdsTiming> => idsTiming(IdsTimingRequestSchema.parse(req.body ?? {})));

  app.post('/api/toolbox/formfill/prefill', { config: { access: TOOLBOX } }, async (req): Promise<FormFillContent> => {
    const principal = requirePrincipal(req);
    const body = FormPrefillRequestSchema.parse(req.body ?? {});
    if (!body.applicationId) return prefillForm(body.form, EMPTY_FACTS, null);
    const application = await findVisibleApplication(app.db, principal, body.applicationId);
    const file = await findApplicationFile(app.db, application.id, 'application');
    if (!file) throw notFound('The application document is missing.');
    const facts = await factsOfFile(await app.fileStore.get(file.storageKey), file.format as DocumentFormat, file.name, app.fileReaders);
    return prefillForm(body.form, facts, application.id);
  });

  app.post('/api/toolbox/formfill/prefill/upload', { config: { access: TOOLBOX } }, async (req): Promise<FormFillContent> => {
    const { form } = FormQuery.parse(req.query ?? {});
    const files = await receiveFiles(req, app.config.upload.maxBytes);
    const file = files.find((f) => f.kind === 'application');
    if (!file) throw badRequest(UPLOAD_MESSAGES.missingApplication);
    const checked = await checkFile(file, app.fileReaders);
    const facts = await factsOfFile(file.bytes, checked.format as DocumentFormat, file.name, app.fileReaders);
    return prefillForm(form, facts, null);
  });

  app.post('/api/toolbox/formfill/ids-rules', { config: { access: TOOLBOX } }, async (req): Promise<IdsFillRules> => idsFillRules(FormFillContentSchema.parse(req.body ?? {}), new Date()));

  app.post('/api/toolbox/formfill/pdf', { config: { access: TOOLBOX } }, async (req, reply) => {
    const content = FormFillContentSchema.parse(req.body ?? {});
    const pdf = await formPdf(content, new Date());
    return reply.header('cache-control', 'no-store').header('content-disposition', attachment(`${content.title}.pdf`)).type('application/pdf').send(Buffer.from(pdf));
  });

  app.get('/api/toolbox/formfill/fills', { config: { access: TOOLBOX } }, async (req, reply): Promise<FormFillList> => {
    const principal = requirePrincipal(req);
    void reply.header('Cache-Control', 'no-store');
    return { fills: (await listFormFills(app.db, principal.userId, FILL_LIST_LIMIT)).map(summary) };
  });

  app.post('/api/toolbox/formfill/fills', { config: { access: TOOLBOX } }, async (req, reply): Promise<SavedFormFill> => {
    const principal = requirePrincipal(req);
    const fill = await insertFormFill(app.db, principal.userId, FormFillContentSchema.parse(req.body ?? {}));
    return reply.code(201).send(toSaved(fill));
  });

  app.get('/api/toolbox/formfill/fills/:id', { config: { access: TOOLBOX } }, async (req): Promise<SavedFormFill> => {
    const principal = requirePrincipal(req);
    const { id } = IdParams.parse(req.params);
    const fill = await findFormFill(app.db, principal.userId, id);
    if (!fill) throw notFound(FILL_NOT_FOUND_MESSAGE);
    return toSaved(fill);
  });

  app.put('/api/toolbox/formfill/fills/:id', { config: { access: TOOLBOX } }, async (req): Promise<SavedFormFill> => {
    const principal = requirePrincipal(req);
    const { id } = IdParams.parse(req.params);
    const fill = await updateFormFill(app.db, principal.userId, id, FormFillContentSchema.parse(req.body ?? {}));
    if (!fill) throw notFound(FILL_NOT_FOUND_MESSAGE);
    return toSaved(fill);
  });

  app.delete('/api/toolbox/formfill/fills/:id', { config: { access: TOOLBOX } }, async (req, reply) => {
    const principal = requirePrincipal(req);
    const { id } = IdParams.parse(req.params);
    if (!(await deleteFormFill(app.db, principal.userId, id))) throw notFound(FILL_NOT_FOUND_MESSAGE);
    return reply.code(204).send();
  });
};
