import { APP_NAMES } from './lib/apps';
import { buildApps, planBuild } from './lib/build-apps';

/**
 * `pnpm start`: builds the host and remotes only when missing or stale, then starts the server on
 * one origin. Honours PORT, DATA_DIR and DEMO (DEMO defaults to 1 here: the start command seeds demo data).
 */
async function main(): Promise<void> {
  process.env.DEMO ??= '1';
  const plan = planBuild(APP_NAMES);
  if (plan.length > 0) {
    console.log(`› building ${plan.map((p) => p.name).join(', ')} (missing or stale)`);
    const started = Date.now();
    await buildApps(plan);
    console.log(`› built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else {
    console.log('› build is up to date');
  }
  await import('../server/src/main');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
