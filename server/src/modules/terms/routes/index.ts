import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActiveTermsSchema,
  PendingTermsSchema,
  TermsVersionListSchema,
  TermsVersionSchema,
  AcceptTermsSchema,
  CreateTermsVersionSchema,
  PRIVACY_LAST_UPDATED,
  PRIVACY_SECTIONS,
  TERMS_LAST_UPDATED,
  TERMS_SECTIONS,
  legalSectionsMarkdown,
  type ActiveTerms,
  type ActiveTermsVersion,
  type PendingTerms,
  type TermsKind,
  type TermsVersion,
  type TermsVersionList,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import {
  acceptedVersionIds,
  insertTermsVersion,
  listTermsVersions,
  recordAcceptance,
  userCreatedAt,
  versionExists,
  type TermsVersionRecord,
} from '../repositories/terms-versions';
import { activeVersion, pendingTermsVersion, versionStatus } from '../../../domain/terms/terms-rules';
import { appError } from '../../../platform/lib/errors';
import { PUBLIC, SELF_SERVICE, SIGNED_IN, STAFF } from '../../../platform/http/access/route-access';

/** Until staff publish a version, the texts the site shipped with are version 1.0. */
const BUILT_IN: Record<TermsKind, ActiveTermsVersion> = {
  terms: { version: '1.0', effectiveAt: new Date(`${TERMS_LAST_UPDATED}T00:00:00Z`).toISOString(), body: legalSectionsMarkdown(TERMS_SECTIONS) },
  privacy: { version: '1.0', effectiveAt: new Date(`${PRIVACY_LAST_UPDATED}T00:00:00Z`).toISOString(), body: legalSectionsMarkdown(PRIVACY_SECTIONS) },
};

const toActive = (v: TermsVersionRecord | null, kind: TermsKind): ActiveTermsVersion =>
  v ? { version: v.version, effectiveAt: v.effectiveAt.toISOString(), body: v.body } : BUILT_IN[kind];

function toTermsVersion(v: TermsVersionRecord, active: TermsVersionRecord | null, now: Date): TermsVersion {
  return {
    id: v.id,
    kind: v.kind,
    version: v.version,
    body: v.body,
    changeSummary: v.changeSummary,
    effectiveAt: v.effectiveAt.toISOString(),
    createdAt: v.createdAt.toISOString(),
    status: versionStatus(v, active, now),
    acceptances: v.acceptances,
  };
}

/**
 * Terms of service and privacy notice versions. `GET /api/terms/active` is public and security-token exempt
 * (SPEC §7); the pending/accept pair drives the host's blocking acceptance dialog.
 */
export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/terms/active', { config: { access: PUBLIC }, schema: { response: { 200: ActiveTermsSchema } } }, async (_req, reply): Promise<ActiveTerms> => {
    const now = new Date();
    void reply.header('Cache-Control', 'no-cache');
    return {
      terms: toActive(activeVersion(await listTermsVersions(app.db, 'terms'), now), 'terms'),
      privacy: toActive(activeVersion(await listTermsVersions(app.db, 'privacy'), now), 'privacy'),
    };
  });

  app.get('/api/terms/pending', { config: { access: SIGNED_IN }, schema: { response: { 200: PendingTermsSchema } } }, async (req, reply): Promise<PendingTerms> => {
    const principal = requirePrincipal(req);
    void reply.header('Cache-Control', 'no-store');
    const now = new Date();
    const active = activeVersion(await listTermsVersions(app.db, 'terms'), now);
    const created = (await userCreatedAt(app.db, principal.userId)) ?? new Date(0);
    const pending = pendingTermsVersion(active, await acceptedVersionIds(app.db, principal.userId), created);
    return { pending: pending ? { id: pending.id, version: pending.version, effectiveAt: pending.effectiveAt.toISOString(), changeSummary: pending.changeSummary } : null };
  });

  app.post('/api/terms/accept', { config: { access: SELF_SERVICE }, schema: { body: AcceptTermsSchema, response: { 200: PendingTermsSchema } } }, async (req): Promise<PendingTerms> => {
    const principal = requirePrincipal(req);
    const { versionId } = req.body;
    const versions = await listTermsVersions(app.db, 'terms');
    const version = versions.find((v) => v.id === versionId);
    if (!version) throw appError('VALIDATION_FAILED', 'This terms version does not exist.', [{ path: 'versionId', message: 'This terms version does not exist.' }]);
    if (version.effectiveAt.getTime() > Date.now()) throw appError('VALIDATION_FAILED', 'This terms version is not in effect yet.', [{ path: 'versionId', message: 'This terms version is not in effect yet.' }]);
    await recordAcceptance(app.db, principal.userId, versionId);
    req.log.info({ userId: principal.userId, versionId }, 'terms accepted');
    return { pending: null };
  });

  app.get('/api/admin/terms', { config: { access: STAFF }, schema: { response: { 200: TermsVersionListSchema } } }, async (_req, reply): Promise<TermsVersionList> => {
    void reply.header('Cache-Control', 'no-store');
    const now = new Date();
    const all = await listTermsVersions(app.db);
    const active: Record<TermsKind, TermsVersionRecord | null> = {
      terms: activeVersion(all.filter((v) => v.kind === 'terms'), now),
      privacy: activeVersion(all.filter((v) => v.kind === 'privacy'), now),
    };
    return { versions: all.map((v) => toTermsVersion(v, active[v.kind], now)) };
  });

  app.post('/api/admin/terms', { config: { access: STAFF }, schema: { body: CreateTermsVersionSchema, response: { 201: TermsVersionSchema } } }, async (req, reply): Promise<TermsVersion> => {
    const principal = requirePrincipal(req);
    const body = req.body;
    if (await versionExists(app.db, body.kind, body.version)) throw appError('CONFLICT', `Version ${body.version} already exists; versions cannot be changed once published.`);
    const created = await insertTermsVersion(app.db, { ...body, effectiveAt: new Date(body.effectiveAt), createdBy: principal.userId });
    const now = new Date();
    const active = activeVersion(await listTermsVersions(app.db, body.kind), now);
    req.log.info({ versionId: created.id, kind: created.kind, by: principal.userId }, 'terms version published');
    void reply.code(201);
    return toTermsVersion(created, active, now);
  });
};
