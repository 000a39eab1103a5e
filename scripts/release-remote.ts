import { join } from 'node:path';
import { REMOTES, type RemoteName } from '@iprism/shared/contracts';
import { BUILDS_DIR } from './lib/apps';
import { buildApps, planBuild } from './lib/build-apps';
import { readRegistry } from './lib/build-registry';
import { pruneVersionFolders } from './lib/prune-versions';

function isRemoteName(name: string): name is RemoteName {
  return (REMOTES as readonly string[]).includes(name);
}

/**
 * `pnpm release:remote <name>`: a remote deploy without a host rebuild (ARCHITECTURE §3). Builds the
 * remote into a new version folder, points builds/remotes.json at it, publishes a new
 * builds/latest.json id (open pages pick the release up), then prunes old version folders.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const [name] = args;
  if (args.length !== 1 || !name) throw new Error(`Usage: pnpm release:remote <name>   (${REMOTES.join(', ')})`);
  if (!isRemoteName(name)) {
    const hint = name === 'host' ? ' The host is not a remote: build it with `pnpm build host`.' : '';
    throw new Error(`Unknown remote "${name}". Remotes: ${REMOTES.join(', ')}.${hint}`);
  }
  const previous = readRegistry()[name]?.version;
  const started = Date.now();
  // Forced: a release always gets a new folder, so pages on the previous version keep working.
  const plan = planBuild([name], true);
  console.log(`› building ${name} …`);
  await buildApps(plan);
  const entry = readRegistry()[name];
  if (!entry) throw new Error(`${name} is missing from builds/remotes.json after the build`);
  const pruned = pruneVersionFolders(join(BUILDS_DIR, 'remotes', name), entry.version);
  console.log(`› released ${name} ${previous ?? '(none)'} → ${entry.version} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  registry entry ${entry.entry}; builds/latest.json has a new id`);
  if (pruned.length > 0) console.log(`  pruned ${pruned.length} old version(s): ${pruned.join(', ')}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
