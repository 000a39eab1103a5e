import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RemoteRegistrySchema, type RemoteRegistry } from '@iprism/shared/contracts';
import { BUILDS_DIR } from './apps';

/** What was built from which sources: lets `pnpm start` skip a build that is not stale. */
export interface BuildInfo {
  apps: Record<string, { sourceHash: string; version: string; builtAt: string }>;
}

const paths = {
  registry: () => join(BUILDS_DIR, 'remotes.json'),
  latest: () => join(BUILDS_DIR, 'latest.json'),
  info: () => join(BUILDS_DIR, 'build-info.json'),
};

function readJson<T>(path: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

/** Written to a temporary file first, then renamed: a reader never sees half a file. */
function writeJsonAtomic(path: string, value: unknown): void {
  mkdirSync(BUILDS_DIR, { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, path);
}

export function readRegistry(): RemoteRegistry {
  const parsed = RemoteRegistrySchema.safeParse(readJson(paths.registry(), {}));
  return parsed.success ? parsed.data : {};
}

export function writeRegistry(registry: RemoteRegistry): void {
  writeJsonAtomic(paths.registry(), registry);
}

export function readBuildInfo(): BuildInfo {
  return readJson<BuildInfo>(paths.info(), { apps: {} });
}

export function writeBuildInfo(info: BuildInfo): void {
  writeJsonAtomic(paths.info(), info);
}

/** Publishes a new build id; open pages notice it by polling `builds/latest.json`. */
export function publishLatest(id: string): void {
  writeJsonAtomic(paths.latest(), { id, publishedAt: new Date().toISOString() });
}

export function remoteVersionDir(name: string, version: string): string {
  return join(BUILDS_DIR, 'remotes', name, version);
}

export function hostDir(): string {
  return join(BUILDS_DIR, 'host');
}

export function buildExists(name: string, version: string | undefined): boolean {
  if (!version) return false;
  return name === 'host' ? existsSync(join(hostDir(), 'index.html')) : existsSync(join(remoteVersionDir(name, version), 'mf-manifest.json'));
}
