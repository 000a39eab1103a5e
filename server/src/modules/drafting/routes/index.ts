import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import {
  IdParamsSchema,
  ClaimToolResponseSchema,
  DraftListSchema,
  DraftSchema,
  DraftVersionListSchema,
  DraftVersionSchema,
  DraftingCheckResponseSchema,
  ClaimToolRequestSchema,
  CreateDraftRequestSchema,
  DRAFT_CONFLICT_MESSAGE,
  DraftDiffQuerySchema,
  DraftingCheckRequestSchema,
  SaveDraftRequestSchema,
  SaveDraftVersionRequestSchema,
  UPLOAD_MESSAGES,
  DraftDiffResponseSchema,
  DraftVersionParamsSchema,
  DraftExportParamsSchema,
  type ClaimToolResponse,
  type Draft,
  type DraftDiffResponse,
  type DocumentFormat,
  type DraftingCheckResponse,
  type DraftList,
  type DraftVersion,
  type DraftVersionList,
  type Report,
} from '@iprism/shared/contracts';
import { checkDraft, parseDraftClaims } from '../../analysis';
import { requirePrincipal } from '../../auth';
import type { Principal } from '../../auth';
import { deleteDraft, findDraftVersion, insertDraft, insertDraftVersion, listDraftVersions, listVisibleDrafts, saveDraft, type DraftRecord } from '../repositories/drafts';
import { listMembershipsOfUser } from '../../organizations';
import { checkFile, findVisibleApplication, loadStageResult, receiveFiles } from '../../applications';
import { findUserById } from '../../accounts';
import { diffClaimSets } from '../../../domain/drafting/claim-diff';
import { claimsSectionOf } from '../../../domain/drafting/claim-set-text';
import { foldClaim } from '../../../domain/drafting/fold-claim';
import { moveClaim } from '../../../domain/drafting/move-claim';
import { renumberClaims } from '../../../domain/drafting/renumber-claims';
import { draftTextOfDocument, draftTextOfReport } from '../application-text';
import { claimDiffDocx, draftDocx, draftPdf } from '../draft-export';
import { appError } from '../../../platform/lib/errors';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { DRAFTING } from '../../../platform/http/access/route-access';
import { attachment } from '../../../platform/http/content-disposition';
import { findVisibleDraft, requireDraftOwner } from './draft-rights';
import { toDraft, toDraftSummary, toDraftVersion, type NameOf } from './draft-view';
import { auditExport } from '../../admin';
import { storedAnswer } from '../../../platform/http/openapi/openapi-transform';

export const DRAFT_LIST_LIMIT = 200;
/** The working copy in a diff. */
const WORKING = 'working';
const REPORT_NOT_READY_MESSAGE = 'The report of this application is not ready yet; drafts start from its analysed claims and description.';

/**
 * The drafting workspace (Pilot and Toolbox licences, staff): the live checks, drafts with an autosaved
 * working copy and labelled versions, claim tools, version diffs and exports.
 */
export const draftingRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, DRAFTING);
  await app.register(fastifyMultipart, { limits: { fileSize: app.config.upload.maxBytes } });

  /** Display names of the users given, looked up once each. */
  async function namesOf(userIds: Iterable<string>): Promise<NameOf> {
    const names = new Map<string, string>();
    for (const id of new Set(userIds)) {
      const user = await findUserById(app.db, id);
      names.set(id, user?.name || user?.email || 'A colleague');
    }
    return (id) => names.get(id) ?? 'A colleague';
  }
  const draftOut = async (d: DraftRecord, principal: Principal): Promise<Draft> => toDraft(d, principal.userId, await namesOf([d.ownerUserId, d.updatedBy]));

  app.post('/api/drafting/check', { schema: { body: DraftingCheckRequestSchema, response: { 200: DraftingCheckResponseSchema } } }, async (req): Promise<DraftingCheckResponse> => {
    const body = req.body;
    return checkDraft(body.claims, body.specification ?? '', new Date(), new Set(body.resolvedMarks ?? []));
  });

  app.post('/api/drafting/claims/tool', { schema: { body: ClaimToolRequestSchema, response: { 200: ClaimToolResponseSchema } } }, async (req): Promise<ClaimToolResponse> => {
    const body = req.body;
    const claims = parseDraftClaims(body.claims).map((c) => ({ number: c.number, text: c.text }));
    if (claims.length === 0) throw appError('VALIDATION_FAILED', 'claims: there are no numbered claims to work on.', [{ path: 'claims', message: 'there are no numbered claims to work on.' }]);
    if (body.tool === 'renumber') return { claims: claimsSectionOf(renumberClaims(claims).claims), warnings: [] };
    if (body.tool === 'move') {
      const moved = moveClaim(claims, body.number, body.toPosition);
      return { claims: claimsSectionOf(moved.claims), warnings: moved.warnings };
    }
    return { claims: claimsSectionOf(foldClaim(claims, body.number, body.parent)), warnings: [] };
  });

  app.get('/api/drafting/drafts', { schema: { response: { 200: DraftListSchema } } }, async (req, reply): Promise<DraftList> => {
    const principal = requirePrincipal(req);
    const orgs = (await listMembershipsOfUser(app.db, principal.userId)).map((m) => m.organizationId);
    const drafts = await listVisibleDrafts(app.db, principal.userId, orgs, DRAFT_LIST_LIMIT);
    const nameOf = await namesOf(drafts.map((d) => d.ownerUserId));
    void reply.header('Cache-Control', 'no-store');
    return { drafts: drafts.map((d) => toDraftSummary(d, principal.userId, nameOf)) };
  });

  app.post('/api/drafting/drafts', { schema: { body: CreateDraftRequestSchema, response: { 201: DraftSchema } } }, async (req, reply): Promise<Draft> => {
    const principal = requirePrincipal(req);
    const body = req.body;
    let start = { title: body.title ?? 'Untitled draft', claims: '', specification: '' };
    if (body.applicationId) {
      const application = await findVisibleApplication(app.db, principal, body.applicationId);
      const report = await loadStageResult<Report>(app.db, application.id, 'report');
      if (!report) throw appError('CONFLICT', REPORT_NOT_READY_MESSAGE);
      const text = draftTextOfReport(report);
      start = { ...text, title: body.title ?? (application.title || text.title) };
    }
    const draft = await insertDraft(app.db, {
      ownerUserId: principal.userId,
      organizationId: principal.orgId,
      shared: (body.shared ?? false) && principal.orgId !== null,
      source: body.applicationId ? 'archive' : 'blank',
      sourceApplicationId: body.applicationId ?? null,
      ...start,
    });
    req.log.info({ draftId: draft.id, source: draft.source }, 'draft started');
    return reply.code(201).send(await draftOut(draft, principal));
  });

  app.post('/api/drafting/drafts/import', { schema: { consumes: ['multipart/form-data'], response: { 201: DraftSchema } } }, async (req, reply): Promise<Draft> => {
    const principal = requirePrincipal(req);
    const files = await receiveFiles(req, app.config.upload.maxBytes);
    const file = files.find((f) => f.kind === 'application');
    if (!file) throw appError('VALIDATION_FAILED', UPLOAD_MESSAGES.missingApplication);
    const checked = await checkFile(file, app.fileReaders);
    const document = await app.fileReaders.extractDocument(file.bytes, checked.format as DocumentFormat);
    const text = draftTextOfDocument(document, file.name);
    const draft = await insertDraft(app.db, { ownerUserId: principal.userId, organizationId: principal.orgId, shared: false, source: 'application', sourceApplicationId: null, ...text, title: checked.title?.trim() || text.title });
    req.log.info({ draftId: draft.id, format: checked.format }, 'draft started from an upload');
    return reply.code(201).send(await draftOut(draft, principal));
  });

  app.get('/api/drafting/drafts/:id', { schema: { params: IdParamsSchema, response: { 200: DraftSchema } } }, async (req, reply): Promise<Draft> => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    void reply.header('Cache-Control', 'no-store');
    return draftOut(await findVisibleDraft(app.db, principal, id), principal);
  });

  app.put('/api/drafting/drafts/:id', { schema: { params: IdParamsSchema, body: SaveDraftRequestSchema, response: { 200: DraftSchema } } }, async (req): Promise<Draft> => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    const body = req.body;
    const draft = await findVisibleDraft(app.db, principal, id);
    if (body.shared !== undefined && body.shared !== draft.shared) {
      requireDraftOwner(principal, draft, 'share it');
      if (body.shared && draft.organizationId === null) throw appError('VALIDATION_FAILED', 'shared: this draft belongs to no organisation to share it with.', [{ path: 'shared', message: 'this draft belongs to no organisation to share it with.' }]);
    }
    const { revision, ...changes } = body;
    const saved = await saveDraft(app.db, id, revision, changes, principal.userId);
    if (!saved) throw appError('CONFLICT', DRAFT_CONFLICT_MESSAGE);
    return draftOut(saved, principal);
  });

  app.delete('/api/drafting/drafts/:id', { schema: { params: IdParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    requireDraftOwner(principal, await findVisibleDraft(app.db, principal, id), 'delete it');
    await deleteDraft(app.db, id);
    return reply.code(204).send(null);
  });

  app.get('/api/drafting/drafts/:id/versions', { schema: { params: IdParamsSchema, response: { 200: DraftVersionListSchema } } }, async (req, reply): Promise<DraftVersionList> => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    await findVisibleDraft(app.db, principal, id);
    const versions = await listDraftVersions(app.db, id);
    const nameOf = await namesOf(versions.map((v) => v.createdBy));
    void reply.header('Cache-Control', 'no-store');
    return { versions: versions.map((v) => toDraftVersion(v, nameOf)).map(({ claims: _c, specification: _s, ...rest }) => rest) };
  });

  app.post('/api/drafting/drafts/:id/versions', { schema: { params: IdParamsSchema, body: SaveDraftVersionRequestSchema, response: { 201: DraftVersionSchema } } }, async (req, reply): Promise<DraftVersion> => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    const { label } = req.body;
    const draft = await findVisibleDraft(app.db, principal, id);
    const version = await insertDraftVersion(app.db, { draftId: id, label, claims: draft.claims, specification: draft.specification, createdBy: principal.userId });
    return reply.code(201).send(toDraftVersion(version, await namesOf([principal.userId])));
  });

  app.get('/api/drafting/drafts/:id/versions/:versionId', { schema: { params: DraftVersionParamsSchema, response: { 200: DraftVersionSchema } } }, async (req): Promise<DraftVersion> => {
    const principal = requirePrincipal(req);
    const { id, versionId } = req.params;
    await findVisibleDraft(app.db, principal, id);
    const version = await findDraftVersion(app.db, id, versionId);
    if (!version) throw appError('NOT_FOUND', 'Version not found.');
    return toDraftVersion(version, await namesOf([version.createdBy]));
  });

  // The JSON answer is documented rather than serialised through the schema: with format=docx the answer is a file.
  app.get('/api/drafting/drafts/:id/diff', { config: { swaggerTransform: storedAnswer(DraftDiffResponseSchema) }, schema: { description: 'The claim changes between two versions, as JSON or (format=docx) a Word redline', params: IdParamsSchema, querystring: DraftDiffQuerySchema } }, async (req, reply): Promise<DraftDiffResponse | undefined> => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    const query = req.query;
    const draft = await findVisibleDraft(app.db, principal, id);
    const side = async (ref: string, field: 'from' | 'to'): Promise<{ label: string; claims: string }> => {
      if (ref === WORKING) return { label: 'Working copy', claims: draft.claims };
      const version = await findDraftVersion(app.db, id, ref);
      if (!version) throw appError('VALIDATION_FAILED', `${field}: there is no such version of this draft.`, [{ path: field, message: 'there is no such version of this draft.' }]);
      return { label: version.label, claims: version.claims };
    };
    const [from, to] = [await side(query.from, 'from'), await side(query.to, 'to')];
    const claimsOf = (text: string) => parseDraftClaims(text).map((c) => ({ number: c.number, text: c.text }));
    const diff = diffClaimSets(claimsOf(from.claims), claimsOf(to.claims));
    if (query.format === 'docx') {
      const docx = await claimDiffDocx(draft.title, from.label, to.label, diff);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', attachment(`${draft.title} - ${from.label} to ${to.label}.docx`))
        .type('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
        .send(docx);
    }
    return { from: query.from, to: query.to, diff };
  });

  app.get('/api/drafting/drafts/:id/export/:format', { schema: { produces: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/pdf'], params: DraftExportParamsSchema } }, async (req, reply) => {
    const principal = requirePrincipal(req);
    const { id, format } = req.params;
    const draft = await findVisibleDraft(app.db, principal, id);
    const body = format === 'docx' ? await draftDocx(draft) : Buffer.from(await draftPdf(draft));
    await auditExport(app.db, req, { what: 'draft', format, detail: { draftId: id } });
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', attachment(`${draft.title}.${format}`))
      .type(format === 'docx' ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' : 'application/pdf')
      .send(body);
  });
};
