import { existsSync } from 'node:fs';
import { join } from 'node:path';
import webpack from 'webpack';
import type { Configuration, Stats } from 'webpack';
import { createConfig } from '../webpack/create-config';
import { muiComponentsOfRemotes } from '../webpack/shared-modules';
import { appSpec, type AppName } from './apps';
import { buildExists, hostDir, publishLatest, readBuildInfo, readRegistry, remoteVersionDir, writeBuildInfo, writeRegistry } from './build-registry';
import { sourceHash } from './source-hash';

export interface BuildPlanItem {
  name: AppName;
  sourceHash: string;
  version: string;
}

/** The apps to build: those whose build is missing or older than their sources, or all of them when forced. */
export function planBuild(names: readonly AppName[], force = false): BuildPlanItem[] {
  const info = readBuildInfo();
  const registry = readRegistry();
  const plan: BuildPlanItem[] = [];
  for (const name of names) {
    const spec = appSpec(name);
    const hash = sourceHash(spec.dir, spec.kind === 'host' ? muiComponentsOfRemotes() : []);
    const built = info.apps[name];
    const version = name === 'host' ? built?.version : registry[name]?.version;
    if (!force && built?.sourceHash === hash && buildExists(name, version)) continue;
    plan.push({ name, sourceHash: hash, version: newVersion(hash) });
  }
  return plan;
}

/** A new version folder name: content hash plus time, so a release never overwrites a deployed version. */
export function newVersion(hash: string): string {
  return `${hash.slice(0, 8)}-${Date.now().toString(36)}`;
}

/** The webpack config of one app: the host into builds/host/, a remote into its version folder. */
export function appConfig(name: AppName, version: string, mode: 'production' | 'development'): Configuration {
  const spec = appSpec(name);
  return spec.kind === 'host'
    ? createConfig(spec, { mode, outDir: hostDir(), publicPath: '/' })
    : createConfig(spec, { mode, outDir: remoteVersionDir(name, version), publicPath: 'auto' });
}

function run(compiler: webpack.MultiCompiler): Promise<webpack.MultiStats> {
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (!stats) return reject(new Error('webpack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve(stats);
    });
  });
}

/** Builds the given apps with webpack, then registers the remotes and publishes a new build id. */
export async function buildApps(items: BuildPlanItem[], mode: 'production' | 'development' = 'production'): Promise<void> {
  if (items.length === 0) return;
  const compiler = webpack(items.map((i) => appConfig(i.name, i.version, mode)));
  const stats = await run(compiler);
  for (const s of stats.stats as Stats[]) {
    if (s.hasWarnings()) console.warn(s.toString({ all: false, warnings: true, colors: false }));
  }
  // The prerendered pages are the host's index.html with marketing pages drawn in: stale when either changes.
  if (mode === 'production' && items.some((i) => i.name === 'host' || i.name === 'marketing')) {
    if (existsSync(join(hostDir(), 'index.html'))) {
      const { prerenderSite } = await import('../prerender/prerender-site');
      await prerenderSite(hostDir());
    } else console.warn('Pages not prerendered: the host is not built yet.');
  }
  const registry = readRegistry();
  const info = readBuildInfo();
  const builtAt = new Date().toISOString();
  for (const item of items) {
    info.apps[item.name] = { sourceHash: item.sourceHash, version: item.version, builtAt };
    if (item.name !== 'host') registry[item.name] = { entry: `/builds/remotes/${item.name}/${item.version}/mf-manifest.json`, version: item.version };
  }
  writeRegistry(registry);
  writeBuildInfo(info);
  publishLatest(`${Date.now().toString(36)}-${items.map((i) => i.version.slice(0, 4)).join('')}`);
}
