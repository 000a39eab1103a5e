import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as ioClient, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@iprism/shared/contracts';
import { buildApp } from '../src/app';
import { DEFAULT_ISSUER } from '../src/modules/auth/identity';
import { createSessionTokenSigner } from '../src/modules/auth/session-tokens';
import { loadOrCreateSigningKey } from '../src/modules/auth/signing-keys';
import { loadConfig } from '../src/platform/config/config';
import type { Db } from '../src/platform/db/db';
import { insertApplication, type ApplicationRecord } from '../src/modules/applications/repositories/applications';
import { insertLicense } from '../src/modules/commerce/repositories/licenses';
import { addMembership } from '../src/modules/organizations/repositories/memberships';
import { insertOrganization } from '../src/modules/organizations/repositories/organizations';
import { createUser } from '../src/modules/accounts/repositories/users';
import { signInAs, type TestCaller } from './session-helper';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Short: every awaited event arrives in milliseconds; a timeout means it never will. */
export const EVENT_TIMEOUT_MS = 3_000;

/** Builds the app on `db` (shared between nodes, or a data directory reopened after a restart); the caller closes `db`. */
export async function buildAppOn(db: Db, env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'iprism-rt-')), ...env });
  return buildApp({ config, db, serveStatic: false });
}

/** Listens on a free port of the loopback interface and answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A Pilot user with a unique address and no password (tests sign in through `signInAs`): watching an
 * application needs the licence its HTTP reads need, so every person here holds one of their own.
 */
export async function createPerson(db: Db, label: string): Promise<{ id: string; email: string }> {
  const email = `${label}-${randomUUID().slice(0, 8)}@realtime.example`;
  const user = await createUser(db, { email, name: label, emailVerified: true, passwordHash: null });
  await insertLicense(db, { type: 'PilotLawFirmStandard', owner: { userId: user.id }, startsAt: new Date(Date.now() - 60_000), endsAt: null });
  return { id: user.id, email };
}

export async function createOrganizationOf(db: Db, admin: { id: string }, members: readonly { id: string }[]): Promise<string> {
  const slug = `rt-${randomUUID().slice(0, 8)}`;
  const org = await insertOrganization(db, { name: slug, slug, adminId: admin.id });
  await addMembership(db, { organizationId: org.id, userId: admin.id, role: 'org:admin' });
  for (const m of members) await addMembership(db, { organizationId: org.id, userId: m.id, role: 'org:member' });
  return org.id;
}

export async function grantStaffLicense(db: Db, userId: string): Promise<void> {
  await insertLicense(db, { type: 'iPrismEmployee', owner: { userId }, startsAt: new Date(Date.now() - 60_000), endsAt: null });
}

export async function createApplicationOf(db: Db, ownerUserId: string, organizationId: string | null = null): Promise<ApplicationRecord> {
  return insertApplication(db, { ownerUserId, organizationId, title: 'Rotor blade with adaptive pitch' });
}

/** A real session token for `caller`'s session, signed as if at `issuedAt` (tokens live 60 s). */
export async function tokenIssuedAt(app: FastifyInstance, caller: TestCaller, issuedAt: Date): Promise<string> {
  const signer = createSessionTokenSigner(await loadOrCreateSigningKey(app.db), app.config.publicOrigin ?? DEFAULT_ISSUER);
  return signer.sign({ userId: caller.userId, sessionId: caller.sessionId, azp: 'http://localhost:8080', org: null }, issuedAt);
}

export { signInAs };

/** A client that never reconnects by itself, so every disconnect a test sees is the server's doing. */
export function client(url: string, auth: Record<string, unknown>, opts: Partial<ManagerOptions & SocketOptions> = {}): ClientSocket {
  return ioClient(url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, forceNew: true, timeout: EVENT_TIMEOUT_MS, auth, ...opts });
}

/** The next `event` on `socket` (its first argument), or a rejection naming what never came. */
export function nextEvent<T = unknown>(socket: ClientSocket, event: string, timeoutMs = EVENT_TIMEOUT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const untyped = socket as unknown as { once(e: string, l: (arg: T) => void): void; off(e: string, l: (arg: T) => void): void };
    const onEvent = (arg: T) => {
      clearTimeout(timer);
      resolve(arg);
    };
    const timer = setTimeout(() => {
      untyped.off(event, onEvent);
      reject(new Error(`timed out after ${timeoutMs} ms waiting for '${event}'`));
    }, timeoutMs);
    untyped.once(event, onEvent);
  });
}

/** Resolves once `socket` has received `count` of `event` from now on. */
export function nthEvent(socket: ClientSocket, event: string, count: number, timeoutMs = EVENT_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const untyped = socket as unknown as { on(e: string, l: () => void): void; off(e: string, l: () => void): void };
    let seen = 0;
    const onEvent = () => {
      seen += 1;
      if (seen < count) return;
      clearTimeout(timer);
      untyped.off(event, onEvent);
      resolve();
    };
    const timer = setTimeout(() => {
      untyped.off(event, onEvent);
      reject(new Error(`timed out after ${timeoutMs} ms with ${seen} of ${count} '${event}'`));
    }, timeoutMs);
    untyped.on(event, onEvent);
  });
}

/** Connects and resolves once the server accepted the handshake; rejects with the connect error otherwise. */
export async function connected(socket: ClientSocket): Promise<ClientSocket> {
  if (socket.connected) return socket;
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  return socket;
}

/** The connect error of a handshake the server must refuse. */
export function refusal(socket: ClientSocket): Promise<Error & { data?: { code: string; message: string } }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the handshake was accepted but should have been refused')));
    socket.once('connect_error', (err) => resolve(err as Error & { data?: { code: string; message: string } }));
  });
}

/** Every `event` the socket receives from now on. */
export function record<T = unknown>(socket: ClientSocket, event: string): T[] {
  const seen: T[] = [];
  (socket as unknown as { on(e: string, l: (arg: T) => void): void }).on(event, (arg) => void seen.push(arg));
  return seen;
}

/**
 * A round trip on `socket`: the server writes to one socket in order, so anything it emitted to this
 * socket before answering the ping has arrived once this resolves. Lets a test assert that nothing came
 * without a fixed sleep.
 */
export async function roundTrip(socket: ClientSocket): Promise<void> {
  await socket.timeout(EVENT_TIMEOUT_MS).emitWithAck('ping');
}
