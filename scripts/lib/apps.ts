import { existsSync, readdirSync } from 'node:fs';
import { basename, isAbsolute, join } from 'node:path';
import { REMOTES } from '@iprism/shared/contracts';
import type { AppSpec } from '../webpack/create-config';

export const ROOT = join(__dirname, '..', '..');
const buildsEnv = process.env.BUILDS_DIR;
/** Where builds go; a relative BUILDS_DIR is taken from the repository root, as the server does. */
export const BUILDS_DIR = buildsEnv ? (isAbsolute(buildsEnv) ? buildsEnv : join(ROOT, buildsEnv)) : join(ROOT, 'builds');

export const APP_NAMES = ['host', ...REMOTES] as const;
export type AppName = (typeof APP_NAMES)[number];

export function isAppName(name: string): name is AppName {
  return (APP_NAMES as readonly string[]).includes(name);
}

/** Every file in a remote's `src/pages/` is exposed as `./<FileName>`. */
export function pageExposes(dir: string): Record<string, string> {
  const pagesDir = join(dir, 'src', 'pages');
  if (!existsSync(pagesDir)) return {};
  const out: Record<string, string> = {};
  for (const file of readdirSync(pagesDir).sort()) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    out[`./${basename(file).replace(/\.tsx?$/, '')}`] = `./src/pages/${file}`;
  }
  return out;
}

export function appSpec(name: AppName): AppSpec {
  if (name === 'host') return { name, dir: join(ROOT, 'host'), kind: 'host' };
  const dir = join(ROOT, 'remotes', name);
  return { name, dir, kind: 'remote', exposes: pageExposes(dir) };
}
