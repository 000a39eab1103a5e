/**
 * The connected sockets of bench:load, in a child process of their own (forked by run.ts) so that
 * holding 2,000 socket.io clients does not take the load generator's core. The parent sends
 * `{ url, sessions, users }`: one socket per signed-in session of the mix (those users upload and watch
 * their progress), then one per socket user, each a person of their own. The child answers
 * `{ connected, failed, seconds }` once they are all up, renews every token before the 60 s token runs
 * out (sessions through the refresh cookie, socket users with a freshly signed token), and on `report`
 * answers `{ open, disconnects, errors }` and closes them.
 */
import { io, type Socket } from 'socket.io-client';
import { signerOf } from '../support/bench-users';
import { refreshToken, type Session } from './sessions';
import type { SocketUsers } from './targets';

const CONNECT_CONCURRENCY = 100;
const CONNECT_TIMEOUT_MS = 20_000;
const REFRESH_EVERY_MS = 40_000;

interface Start {
  url: string;
  sessions: Session[];
  users: SocketUsers;
}

/** Each socket with how to get a fresh token for it. */
const sockets: { socket: Socket; token: () => Promise<string> }[] = [];
let disconnects = 0;
const errors: string[] = [];

function connectOne(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: '/api/ws', transports: ['websocket'], auth: { token }, reconnection: false, timeout: CONNECT_TIMEOUT_MS, extraHeaders: { origin: url } });
    socket.once('connect', () => {
      socket.on('disconnect', (reason) => {
        if (reason !== 'io client disconnect') disconnects += 1;
      });
      resolve(socket);
    });
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

async function start({ url, sessions, users }: Start): Promise<void> {
  const started = Date.now();
  const signer = await signerOf(users.signing);
  const owners = [
    ...sessions.map((session) => () => refreshToken(url, session)),
    ...users.callers.map((caller) => () => signer.sign({ ...caller, azp: url, org: null })),
  ];
  let failed = 0;
  for (let i = 0; i < owners.length; i += CONNECT_CONCURRENCY) {
    const batch = owners.slice(i, i + CONNECT_CONCURRENCY);
    const results = await Promise.allSettled(batch.map(async (token) => ({ socket: await connectOne(url, await token()), token })));
    for (const r of results) {
      if (r.status === 'fulfilled') {
        sockets.push(r.value);
      } else {
        failed += 1;
        errors.push(r.reason instanceof Error ? r.reason.message : String(r.reason));
      }
    }
  }
  setInterval(() => void renew(), REFRESH_EVERY_MS).unref();
  process.send!({ connected: sockets.length, failed, seconds: (Date.now() - started) / 1000 });
}

/** Each socket gets a fresh token as `auth:refresh`, as the browser client does. */
async function renew(): Promise<void> {
  await Promise.all(
    sockets.map(async ({ socket, token }) => {
      const fresh = await token().catch((err: Error) => (errors.push(err.message), null));
      if (!fresh) return;
      const ack = (await socket.timeout(10_000).emitWithAck('auth:refresh', { token: fresh }).catch(() => ({ ok: false }))) as { ok: boolean };
      if (!ack.ok) errors.push('auth:refresh refused');
    }),
  );
}

process.on('message', (msg: Start | 'report') => {
  if (msg === 'report') {
    const open = sockets.filter((s) => s.socket.connected).length;
    process.send!({ open, disconnects, errors: errors.slice(0, 10), errorCount: errors.length }, () => {
      for (const s of sockets) s.socket.close();
      process.exit(0);
    });
    return;
  }
  void start(msg);
});
