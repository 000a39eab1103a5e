import { fork, type ChildProcess } from 'node:child_process';

/** A request to a bench child process; `id` pairs it with its reply. */
export interface Request {
  id: number;
  type: string;
  [key: string]: unknown;
}

/** A forked bench child (server node, floor server or client worker) answering typed requests over IPC. */
export interface Child {
  readonly proc: ChildProcess;
  call<T = unknown>(type: string, args?: Record<string, unknown>): Promise<T>;
  /** Asks the child to stop, then kills it if it has not exited within 10 s. */
  stop(): Promise<void>;
}

/**
 * Forks `file` under tsx (and `--expose-gc`, so a child can collect before it reports its memory) and
 * resolves once it sends `{ type: 'ready' }`. Every bench child speaks the same protocol: `serve` below.
 */
export function forkChild(file: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<Child & { ready: Record<string, unknown> }> {
  const proc = fork(file, args, {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, ...env },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let next = 1;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    proc.on('exit', (code, signal) => {
      exited = true;
      for (const p of pending.values()) p.reject(new Error(`${file} exited (${signal ?? code})`));
      pending.clear();
      resolve();
    }),
  );
  return new Promise((resolveReady, rejectReady) => {
    proc.once('exit', (code, signal) => rejectReady(new Error(`${file} exited before it was ready (${signal ?? code})`)));
    proc.on('message', (raw) => {
      const msg = raw as { id?: number; type?: string; error?: string; result?: unknown };
      if (msg.type === 'ready') {
        const child: Child = {
          proc,
          call<T>(type: string, a: Record<string, unknown> = {}) {
            const id = next++;
            return new Promise<T>((resolve, reject) => {
              pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
              proc.send({ id, type, ...a });
            });
          },
          async stop() {
            if (exited) return;
            proc.send({ id: 0, type: 'stop' });
            const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
            await exit;
            clearTimeout(timer);
          },
        };
        resolveReady({ ...child, ready: msg as Record<string, unknown> });
        return;
      }
      const p = msg.id !== undefined ? pending.get(msg.id) : undefined;
      if (!p) return;
      pending.delete(msg.id as number);
      if (msg.error) p.reject(new Error(msg.error));
      else p.resolve(msg.result);
    });
  });
}

/** CPU time (user + system) this process has used so far, milliseconds. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * The child side: answers each request with its handler's result (or error); `stop` runs `onStop` and
 * exits; `cpu` (every child) answers cpuMs().
 */
export function serve(ownHandlers: Record<string, (req: Request) => Promise<unknown>>, onStop: () => Promise<void>, ready: Record<string, unknown> = {}): void {
  const handlers: Record<string, (req: Request) => Promise<unknown>> = { ...ownHandlers, cpu: async () => cpuMs() };
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void onStop().finally(() => process.exit(0));
  };
  process.on('message', (raw) => {
    const req = raw as Request;
    if (req.type === 'stop') return stop();
    const handler = handlers[req.type];
    if (!handler) {
      process.send?.({ id: req.id, error: `unknown request ${req.type}` });
      return;
    }
    handler(req).then(
      (result) => process.send?.({ id: req.id, result }),
      (err: unknown) => process.send?.({ id: req.id, error: err instanceof Error ? err.stack ?? err.message : String(err) }),
    );
  });
  // The parent going away must not leave a server holding ports.
  process.on('disconnect', stop);
  process.send?.({ type: 'ready', ...ready });
}

/** Heap and RSS after two full collections (the child runs with --expose-gc). */
export function memoryAfterGc(): { rss: number; heapUsed: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed };
}

/**
 * Calls `tick(i)` `count` times, the i-th at `start + i * intervalMs` (absolute schedule, so a slow tick
 * does not slow the offered rate), and resolves once every tick has settled.
 */
export async function scheduled(count: number, intervalMs: number, tick: (i: number) => Promise<void> | void): Promise<{ start: number; errors: number }> {
  const start = Date.now();
  let errors = 0;
  const running: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = start + i * intervalMs - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    running.push(Promise.resolve().then(() => tick(i)).catch(() => void errors++));
  }
  await Promise.all(running);
  return { start, errors };
}
