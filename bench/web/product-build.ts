import { spawn } from 'node:child_process';
import { ROOT } from '../../scripts/webpack/create-config';

// A guard against a hung build, not a target (the build time is judged separately): a shared 2-core machine needs minutes.
const BUILD_TIMEOUT_MS = 600_000;

/** Runs `pnpm build --force` into buildsDir and returns its wall-clock time in seconds. */
export function timeProductBuild(buildsDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('pnpm', ['build', '--force'], { cwd: ROOT, env: { ...process.env, BUILDS_DIR: buildsDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    // Kept only to explain a failure: a passing build's warnings are not the bench's business.
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), BUILD_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve((performance.now() - started) / 1000);
      reject(new Error(`pnpm build --force failed (${signal ?? `exit ${code}`}):\n${output.slice(-4000)}`));
    });
  });
}
