import { spawn } from 'node:child_process';
import { ROOT } from '../../scripts/webpack/create-config';

const HEALTH_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface AppServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`server exited before it was healthy: ${exit}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy after ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/** Starts the product server the way e2e does (demo accounts seeded), on loopback only, against the bench's own build. */
export async function startAppServer(opts: { port: number; buildsDir: string; dataDir: string; env?: Record<string, string> }): Promise<AppServer> {
  const url = `http://127.0.0.1:${opts.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    // Every measured run signs in from loopback: the per-address sign-in limit would refuse them.
    env: { ...process.env, DEMO: '1', CORPUS_DEMO_IMPORT: '0', EMBEDDER: 'off', AUTH_RATE_LIMIT_PER_IP: '10000', PORT: String(opts.port), HOST: '127.0.0.1', DATA_DIR: opts.dataDir, BUILDS_DIR: opts.buildsDir, LOG_LEVEL: 'warn', ...opts.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exit = signal ?? `exit ${code}`;
      resolve();
    }),
  );
  const stop = async () => {
    if (exit) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHealth(url, () => exit);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, pid: child.pid!, stop };
}
