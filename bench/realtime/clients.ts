/**
 * One client worker process of bench:realtime (run.ts forks two, so the clients are not limited to one
 * core). `connect` opens real socket.io clients (websocket transport, as browsers end up on) that
 * subscribe to the application, or plain `ws` clients for the floor; every received progress event's
 * latency is its receive time minus the publish timestamp in its payload (one machine, one clock).
 */
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import type { SessionTokenSigner } from '../../server/src/modules/auth/session-tokens';
import { signerOf, type Caller, type SigningMaterial } from '../support/bench-users';
import { memoryAfterGc, serve, type Request } from './ipc';

const SOCKET_PATH = '/api/ws';
const CONNECT_CONCURRENCY = 100;
const TIMEOUT_MS = 30_000;
/**
 * Built-in tokens live 60 s and the server disconnects a socket whose token expired, so every client
 * sends a fresh token as `auth:refresh` this long after the last one, as the browser client does.
 */
const REFRESH_AFTER_MS = 45_000;
const AZP = 'http://localhost:8080';

export interface Target {
  url: string;
  /** One user session per socket.io client; for the floor, only the count matters. */
  callers: Caller[];
}

export interface Collected {
  latencies: Float64Array;
  firstReceive: number;
  lastReceive: number;
  disconnects: number;
  /** `auth:refresh` round trips that succeeded / failed so far. */
  refreshes: number;
  refreshFailures: number;
  errors: string[];
}

let latencies: number[] = [];
let firstReceive = 0;
let lastReceive = 0;
let disconnects = 0;
const errors: string[] = [];
const closers: (() => void)[] = [];
let refreshes = 0;
let refreshFailures = 0;

function received(timestamp: number): void {
  const now = Date.now();
  if (latencies.length === 0) firstReceive = now;
  lastReceive = now;
  latencies.push(now - timestamp);
}

function noteError(message: string): void {
  if (errors.length < 20) errors.push(message);
}

async function openSocketIo(url: string, caller: Caller, applicationId: string, signer: SessionTokenSigner): Promise<void> {
  const sign = () => signer.sign({ ...caller, azp: AZP, org: null });
  const socket: Socket = io(url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, forceNew: true, timeout: TIMEOUT_MS, auth: { token: await sign() } });
  let timer: NodeJS.Timeout | undefined;
  const refresh = async () => {
    const ack = (await socket.timeout(TIMEOUT_MS).emitWithAck('auth:refresh', { token: await sign() }).catch(() => ({ ok: false }))) as { ok: boolean };
    if (ack.ok) refreshes++;
    else refreshFailures++;
    if (socket.connected) timer = setTimeout(() => void refresh(), REFRESH_AFTER_MS);
  };
  closers.push(() => {
    clearTimeout(timer);
    socket.disconnect();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  socket.on('app-progress', (payload: { timestamp: number }) => received(payload.timestamp));
  socket.on('socket-error', (e: { code: string; message: string }) => noteError(`socket-error ${e.code}: ${e.message}`));
  socket.on('disconnect', (reason) => {
    disconnects++;
    noteError(`disconnect: ${reason}`);
  });
  const ack = (await socket.timeout(TIMEOUT_MS).emitWithAck('subscribe', { channel: `app:${applicationId}` })) as { ok: boolean };
  if (!ack.ok) throw new Error(`subscribe refused: ${JSON.stringify(ack)}`);
  timer = setTimeout(() => void refresh(), REFRESH_AFTER_MS);
}

async function openWs(url: string): Promise<void> {
  const ws = new WebSocket(url);
  closers.push(() => ws.terminate());
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.on('message', (data) => received((JSON.parse(String(data)) as { payload: { timestamp: number } }).payload.timestamp));
  ws.on('close', () => void disconnects++);
}

/** Runs `open` for every item with at most CONNECT_CONCURRENCY handshakes in flight; answers the failures. */
async function pooled<T>(items: readonly T[], open: (item: T) => Promise<void>): Promise<number> {
  let index = 0;
  let failed = 0;
  const lane = async () => {
    while (index < items.length) {
      const item = items[index++] as T;
      await open(item).catch((err: unknown) => {
        failed++;
        noteError(err instanceof Error ? err.message : String(err));
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, items.length) }, lane));
  return failed;
}

serve(
  {
    connect: async (req: Request) => {
      const targets = req.targets as Target[];
      const jobs = targets.flatMap((t) => t.callers.map((caller) => ({ url: t.url, caller })));
      const t0 = Date.now();
      const failed =
        req.kind === 'ws'
          ? await pooled(jobs, (j) => openWs(j.url))
          : await (async () => {
              const signer = await signerOf(req.signing as SigningMaterial);
              return pooled(jobs, (j) => openSocketIo(j.url, j.caller, req.applicationId as string, signer));
            })();
      return { opened: jobs.length - failed, failed, connectMs: Date.now() - t0 };
    },
    count: async () => latencies.length,
    collect: async (): Promise<Collected> => {
      const out: Collected = { latencies: Float64Array.from(latencies), firstReceive, lastReceive, disconnects, refreshes, refreshFailures, errors: [...errors] };
      latencies = [];
      firstReceive = 0;
      lastReceive = 0;
      return out;
    },
    memory: async () => memoryAfterGc(),
  },
  async () => {
    for (const close of closers) close();
  },
);
