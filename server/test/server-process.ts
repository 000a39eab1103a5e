import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/config/config';

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

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** SIGKILL: no shutdown hook runs, as when the machine loses power. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** `server/src/main.ts` as its own process, as `pnpm start` runs it, resolved once it is ready. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const proc = await startNodeProcess('main.ts', { HOST: '127.0.0.1', PORT: String(port), ...env }, 'iPrism is ready');
  return { ...proc, url: `http://127.0.0.1:${port}` };
}

/** `pnpm worker` (server/src/worker-main.ts) as its own process, resolved once its workers run. */
export async function startWorkerProcess(env: Record<string, string>): Promise<Omit<ServerProcess, 'url'>> {
  return startNodeProcess('worker-main.ts', env, 'iPrism pipeline worker is ready');
}

async function startNodeProcess(entry: string, env: Record<string, string>, readyText: string): Promise<Omit<ServerProcess, 'url'>> {
  // node itself, not the tsx CLI: the CLI runs the server as a grandchild, which a SIGKILL would orphan.
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server', 'src', entry)], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${entry} exited (${code}):\n${output}`)));
  });
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    child,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
