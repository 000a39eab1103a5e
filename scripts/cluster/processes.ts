import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';
import { join } from 'node:path';

const REPO_ROOT = join(__dirname, '..', '..');

/** A free loopback port (the OS picks; closed again before the server takes it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** One child process of the cluster; restart() starts it again with the same command and environment. */
export interface ManagedProcess {
  name: string;
  /** The current process id (a restart changes it). */
  pid: number;
  url?: string;
  /** SIGKILL: no shutdown hook runs, as when the machine loses power. */
  kill9(): Promise<void>;
  /** The graceful stop (SIGTERM; nginx: SIGQUIT), resolved once the process has exited. */
  stop(): Promise<void>;
  restart(): Promise<void>;
}

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Resolves once the process is ready to serve, given its output so far; rejects on timeout or once it is gone. */
  ready: (output: () => string, alive: () => boolean) => Promise<void>;
  stopSignal?: NodeJS.Signals;
  /** nginx forks workers that outlive a SIGKILLed master: such a process runs in its own group, killed whole. */
  processGroup?: boolean;
  /** Every output line, prefixed by nobody: the caller adds the name. */
  log?: (line: string) => void;
}

/** A stop that hangs (a stuck shutdown hook) ends in SIGKILL after this long. */
const STOP_TIMEOUT_MS = 20_000;

interface Running {
  child: ChildProcess;
  exited: Promise<void>;
}

/** Starts `spec` and resolves once it is ready; an exit before that rejects with its output. */
export async function startProcess(spec: ProcessSpec): Promise<ManagedProcess & { readonly child: ChildProcess }> {
  let current = await launch(spec);
  let stopping = false;
  const signal = (sig: NodeJS.Signals) => {
    const { child } = current;
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    killTree(child, sig, spec.processGroup);
  };
  const handle = {
    name: spec.name,
    get pid() {
      return current.child.pid ?? -1;
    },
    get child() {
      return current.child;
    },
    async kill9() {
      stopping = true;
      signal('SIGKILL');
      await current.exited;
    },
    async stop() {
      stopping = true;
      signal(spec.stopSignal ?? 'SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), STOP_TIMEOUT_MS);
      await current.exited;
      clearTimeout(timer);
    },
    async restart() {
      await handle.stop();
      stopping = false;
      current = await launch(spec);
      watch();
    },
  };
  // An unexpected exit is worth a line: the cluster keeps running without it, as in production.
  const watch = () => {
    const { child } = current;
    child.once('exit', (code, sig) => {
      if (!stopping && current.child === child) spec.log?.(`exited unexpectedly (${sig ?? `code ${code}`})`);
    });
  };
  watch();
  return handle;
}

async function launch(spec: ProcessSpec): Promise<Running> {
  const child = spawn(spec.command, spec.args, {
    cwd: REPO_ROOT,
    env: spec.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: spec.processGroup ?? false,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  let partial = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    if (output.length > 200_000) output = output.slice(-100_000);
    partial += text;
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) spec.log?.(line);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const spawnFailed = new Promise<never>((_, reject) => child.once('error', (err) => reject(new Error(`${spec.name}: ${err.message}`))));
  const exitedEarly = new Promise<never>((_, reject) => child.once('exit', (code, sig) => reject(new Error(`${spec.name} exited (${sig ?? code}) before it was ready:\n${output}`))));
  try {
    const alive = () => child.exitCode === null && child.signalCode === null;
    await Promise.race([spec.ready(() => output, alive), spawnFailed, exitedEarly]);
  } catch (err) {
    killTree(child, 'SIGKILL', spec.processGroup);
    throw err;
  }
  exitedEarly.catch(() => undefined);
  spawnFailed.catch(() => undefined);
  return { child, exited };
}

function killTree(child: ChildProcess, sig: NodeJS.Signals, group = false): void {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    if (group) process.kill(-child.pid, sig);
    else child.kill(sig);
  } catch {
    // Gone between the check and the signal.
  }
}

/** A ready check: resolves when `text` appears in the output. */
export function outputContains(name: string, text: string, timeoutMs = 60_000): ProcessSpec['ready'] {
  return (output, alive) => poll(() => output().includes(text), alive, timeoutMs, () => `${name} did not start within ${timeoutMs / 1000} s:\n${output()}`);
}

/** A ready check: resolves when `port` on 127.0.0.1 accepts a connection. */
export function portOpen(name: string, port: number, timeoutMs = 15_000): ProcessSpec['ready'] {
  return (output, alive) => poll(() => accepts(port), alive, timeoutMs, () => `${name} did not listen on ${port} within ${timeoutMs / 1000} s:\n${output()}`);
}

/** A ready check: resolves when GET `url` answers 200 (any log level: the API node's ready line is at info). */
export function httpOk(name: string, url: string, timeoutMs = 120_000): ProcessSpec['ready'] {
  const ok = () =>
    fetch(url, { signal: AbortSignal.timeout(2_000) })
      .then((res) => res.status === 200)
      .catch(() => false);
  return (output, alive) => poll(ok, alive, timeoutMs, () => `${name} did not answer ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls `check`; stops quietly once the process is gone (the exit rejects the start instead). */
async function poll(check: () => boolean | Promise<boolean>, alive: () => boolean, timeoutMs: number, message: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (!alive()) return new Promise<void>(() => undefined);
    if (Date.now() > deadline) throw new Error(message());
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** `server/src/<entry>` under node with tsx as a loader: node itself, not the tsx CLI, whose grandchild a SIGKILL would orphan. */
export function serverEntry(entry: 'main.ts' | 'worker-main.ts'): { command: string; args: string[] } {
  return { command: process.execPath, args: ['--import', 'tsx', join(REPO_ROOT, 'server', 'src', entry)] };
}

export const API_READY_TEXT = 'iPrism is ready';
export const WORKER_READY_TEXT = 'iPrism pipeline worker is ready';
