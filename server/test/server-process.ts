import type { ChildProcess } from 'node:child_process';
import { API_READY_TEXT, freePort, outputContains, serverEntry, startProcess, WORKER_READY_TEXT } from '../../scripts/cluster/processes';
import { TEST_ISOLATION_ENV } from './test-isolation';

// One implementation of "a server process" for the tests and the cluster launcher (scripts/cluster).
export { freePort };

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** SIGKILL: no shutdown hook runs, as when the machine loses power. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Every output line from the first one on, including those written before the process was ready. */
  log?: (line: string) => void;
}

/** `server/src/main.ts` as its own process, as `pnpm start` runs it, resolved once it is ready. */
export async function startServerProcess(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const proc = await startNodeProcess('main.ts', { HOST: '127.0.0.1', PORT: String(port), ...env }, API_READY_TEXT, options);
  return { ...proc, url: `http://127.0.0.1:${port}` };
}

/** `pnpm worker` (server/src/worker-main.ts) as its own process, resolved once its workers run. */
export async function startWorkerProcess(env: Record<string, string>): Promise<Omit<ServerProcess, 'url'>> {
  return startNodeProcess('worker-main.ts', env, WORKER_READY_TEXT);
}

async function startNodeProcess(entry: 'main.ts' | 'worker-main.ts', env: Record<string, string>, readyText: string, options: StartOptions = {}): Promise<Omit<ServerProcess, 'url'>> {
  const proc = await startProcess({ name: entry, ...serverEntry(entry), env: { ...process.env, ...TEST_ISOLATION_ENV, LOG_LEVEL: 'info', ...env }, ready: outputContains(entry, readyText), log: options.log });
  return { child: proc.child, kill9: () => proc.kill9(), stop: () => proc.stop() };
}
