/**
 * The connected sockets of bench:load, in a child process of their own (forked by run.ts) so that
 * holding 2,000 socket.io clients does not take the load generator's core. The parent sends
 * `{ url, sessions, count }`; the child answers `{ connected, failed, seconds }` once they are all
 * up, renews every session's token through the refresh cookie before the 60 s token runs out, and
 * on `report` answers `{ open, disconnects, errors }` and closes them.
 */
import { io, type Socket } from 'socket.io-client';
import { refreshToken, type Session } from './sessions';

const CONNECT_CONCURRENCY = 100;
const CONNECT_TIMEOUT_MS = 20_000;
const REFRESH_EVERY_MS = 40_000;

interface Start {
  url: string;
  sessions: Session[];
  count: number;
}

const sockets: Socket[] = [];
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

async function start({ url, sessions, count }: Start): Promise<void> {
  const started = Date.now();
  let failed = 0;
  for (let i = 0; i < count; i += CONNECT_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(CONNECT_CONCURRENCY, count - i) }, (_, j) => sessions[(i + j) % sessions.length]!);
    const results = await Promise.allSettled(batch.map((s) => connectOne(url, s.token)));
    for (const r of results) {
      if (r.status === 'fulfilled') {
        sockets.push(r.value);
      } else {
        failed += 1;
        errors.push(r.reason instanceof Error ? r.reason.message : String(r.reason));
      }
    }
  }
  setInterval(() => void renew(url, sessions), REFRESH_EVERY_MS).unref();
  process.send!({ connected: sockets.length, failed, seconds: (Date.now() - started) / 1000 });
}

/** Each socket gets its session's fresh token as `auth:refresh`, as the browser client does. */
async function renew(url: string, sessions: Session[]): Promise<void> {
  const tokens = await Promise.all(sessions.map((s) => refreshToken(url, s).catch((err: Error) => (errors.push(err.message), null))));
  await Promise.all(
    sockets.map(async (socket, i) => {
      const token = tokens[i % sessions.length];
      if (!token) return;
      const ack = (await socket.timeout(10_000).emitWithAck('auth:refresh', { token }).catch(() => ({ ok: false }))) as { ok: boolean };
      if (!ack.ok) errors.push('auth:refresh refused');
    }),
  );
}

process.on('message', (msg: Start | 'report') => {
  if (msg === 'report') {
    const open = sockets.filter((s) => s.connected).length;
    process.send!({ open, disconnects, errors: errors.slice(0, 10), errorCount: errors.length }, () => {
      for (const s of sockets) s.close();
      process.exit(0);
    });
    return;
  }
  void start(msg);
});
