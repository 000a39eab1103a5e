import type { FastifyInstance } from 'fastify';
import { LicenseInfoDetailSchema } from '@iprism/shared/contracts';
import type { Db } from '../../src/platform/db/db';
import { listOutboxEmails } from '../../src/platform/mail/repositories/outbox';
import { createOrganization, createUser, type FactoryTarget } from '../factories';
import { buildTestApp } from '../helper';
import { buildAppOn } from '../realtime-helpers';
import { signInAs, type TestCaller } from '../session-helper';
import { openTestDatabase } from '../test-database';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MEMBER = 'nolicense@company.example';
const ADMIN = 'org@company.example';

/** A company whose organisation licence seats its members, and a user without a licence who is invited to it. */
async function createCompanyAndOutsider(target: FactoryTarget): Promise<void> {
  await createOrganization(target, { licenseType: 'PilotOrgStandard', members: [{ email: ADMIN, role: 'org:admin' }] });
  await createUser(target, { email: MEMBER });
}

const licenseOf = async (caller: TestCaller) => LicenseInfoDetailSchema.parse((await caller.call({ method: 'GET', url: '/api/account/user/license-info' })).json());

/** Polls `read` until `ok` holds: across nodes the signal travels through Redis pub/sub, so it is not synchronous. */
async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 3_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Licences and sessions are read through caches on every signed-in request; a membership change or a
 * sign-out must still take effect at once. `writer` makes the changes, `reader` answers the member.
 */
async function membershipRoundTrip(writer: FastifyInstance, reader: FastifyInstance, settle: typeof eventually): Promise<void> {
  const member = await signInAs(reader, MEMBER, { orgId: null });
  expect(await licenseOf(member)).toMatchObject({ hasValidLicense: false });

  const admin = await signInAs(writer, ADMIN);
  expect((await admin.call({ method: 'POST', url: '/api/organizations/current/invitations', payload: { email: MEMBER, role: 'org:member' } })).statusCode).toBe(201);
  const [mail] = await listOutboxEmails(writer.db, MEMBER, 1);
  const token = /\/accept-invite\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  const accepting = await signInAs(writer, MEMBER, { orgId: null });
  expect((await accepting.call({ method: 'POST', url: '/api/invitations/accept', payload: { token } })).statusCode).toBe(200);
  const seated = await settle(() => licenseOf(member), (l) => l.hasValidLicense);
  expect(seated).toMatchObject({ hasValidLicense: true, licenseType: 'PilotOrgStandard', source: 'organization' });

  expect((await admin.call({ method: 'DELETE', url: `/api/organizations/current/members/${member.userId}` })).statusCode).toBe(204);
  expect(await settle(() => licenseOf(member), (l) => !l.hasValidLicense)).toMatchObject({ hasValidLicense: false });

  // The member's session is now cached as live on the reader; signing it out on the writer ends it there too.
  expect((await member.call({ method: 'GET', url: '/api/account' })).statusCode).toBe(200);
  expect((await writer.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { authorization: `Bearer ${member.token}` } })).statusCode).toBe(204);
  const signedOut = await settle(
    async () => (await member.call({ method: 'GET', url: '/api/account' })).statusCode,
    (status) => status === 401,
  );
  expect(signedOut).toBe(401);
}

describe('access caches on one node', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await createCompanyAndOutsider(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('a membership change and a sign-out take effect on the next request', async () => {
    // One node: no polling, the very next answer must be right.
    await membershipRoundTrip(app, app, async (read) => read());
  });
});

describe('access caches on two nodes sharing Redis', () => {
  let db: Db;
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase();
    await createCompanyAndOutsider(db);
    nodeA = await buildAppOn(db, { REDIS_URL, PIPELINE_WORKERS: '0' });
    nodeB = await buildAppOn(db, { REDIS_URL, PIPELINE_WORKERS: '0' });
  }, 60_000);
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await db?.close();
  });

  it('a change written on one node reaches the caches of the other', async () => {
    await membershipRoundTrip(nodeA, nodeB, eventually);
  });
});
