import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER } from '@iprism/shared/contracts';
import { DEFAULT_ISSUER } from '../src/modules/auth/identity';
import { createSession } from '../src/modules/auth/sessions';
import { createSessionTokenSigner } from '../src/modules/auth/session-tokens';
import { loadOrCreateSigningKey } from '../src/modules/auth/signing-keys';
import { listMembershipsOfUser } from '../src/modules/organizations/repositories/memberships';
import { findUserByEmail } from '../src/modules/accounts/repositories/users';

/** A signed-in test caller: a real session row and a real session token, as the sign-in route would mint them. */
export interface TestCaller {
  userId: string;
  sessionId: string;
  token: string;
  /** Sends a request with the bearer token (and, for mutating methods, a fresh security token unless `csrf: false`). */
  call(opts: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse>;
  csrfToken(): Promise<string>;
}

/**
 * Signs `email` in without the password round trip (scrypt per sign-in would slow every test):
 * same signing key and issuer as the app, active organisation = `orgId` or the first membership.
 */
export async function signInAs(app: FastifyInstance, email: string, opts: { orgId?: string | null } = {}): Promise<TestCaller> {
  const user = await findUserByEmail(app.db, email);
  if (!user) throw new Error(`no user ${email}`);
  const memberships = await listMembershipsOfUser(app.db, user.id);
  const orgId = opts.orgId !== undefined ? opts.orgId : (memberships[0]?.organizationId ?? null);
  const membership = memberships.find((m) => m.organizationId === orgId) ?? null;
  const { session } = await createSession(app.db, { userId: user.id, activeOrganizationId: orgId, secondFactorPending: false, meta: { userAgent: 'jest', ip: '127.0.0.1' }, now: new Date() });
  const signer = createSessionTokenSigner(await loadOrCreateSigningKey(app.db), app.config.publicOrigin ?? DEFAULT_ISSUER);
  const token = await signer.sign({
    userId: user.id,
    sessionId: session.id,
    azp: 'http://localhost:8080',
    org: membership ? { id: membership.organizationId, slug: membership.organizationSlug, role: membership.role, permissions: membership.permissions } : null,
  });
  const auth = { authorization: `Bearer ${token}` };
  const csrfToken = async (): Promise<string> => {
    const res = await app.inject({ method: 'GET', url: '/api/csrf-token', headers: auth });
    if (res.statusCode !== 200) throw new Error(`csrf-token ${res.statusCode}: ${res.body}`);
    return (res.json() as { token: string }).token;
  };
  return {
    userId: user.id,
    sessionId: session.id,
    token,
    csrfToken,
    async call({ csrf = true, headers, ...rest }) {
      const method = String(rest.method ?? 'GET').toUpperCase();
      const extra = csrf && method !== 'GET' && method !== 'HEAD' ? { [CSRF_HEADER]: await csrfToken() } : {};
      return app.inject({ ...rest, headers: { ...auth, ...extra, ...(headers as Record<string, string> | undefined) } } as InjectOptions);
    },
  };
}
