import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './apps';

function walk(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    out.push(path);
    return;
  }
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    walk(join(path, entry), out);
  }
}

/**
 * A hash of everything an app's bundle is made from: its sources, `shared` (its package.json holds the entry points
 * and the side-effect flag), the build tooling (prerendering included), the lockfile, and `inputs` the build
 * reads from elsewhere (the host: the MUI components the remotes import, which it provides).
 */
export function sourceHash(appDir: string, inputs: readonly string[] = []): string {
  const files: string[] = [];
  for (const p of [
    join(appDir, 'src'),
    join(appDir, 'public'),
    join(appDir, 'package.json'),
    join(ROOT, 'shared', 'src'),
    join(ROOT, 'shared', 'package.json'),
    join(ROOT, 'scripts', 'webpack'),
    join(ROOT, 'scripts', 'prerender'),
    join(ROOT, 'pnpm-lock.yaml'),
  ]) {
    walk(p, files);
  }
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(relative(ROOT, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  for (const input of inputs) hash.update(`${input}\0`);
  hash.update(process.env.CLERK_PUBLISHABLE_KEY ?? '');
  return hash.digest('hex').slice(0, 16);
}
