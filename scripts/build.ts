import { APP_NAMES, isAppName, type AppName } from './lib/apps';
import { buildApps, planBuild } from './lib/build-apps';

/**
 * `pnpm build [app…] [--force]`: production build of the host and remotes into builds/.
 * Without --force only apps whose sources changed since their last build are rebuilt.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const names = args.filter((a) => !a.startsWith('--'));
  for (const n of names) if (!isAppName(n)) throw new Error(`Unknown app "${n}". Apps: ${APP_NAMES.join(', ')}`);
  const plan = planBuild((names.length ? names : APP_NAMES) as AppName[], args.includes('--force'));
  if (plan.length === 0) {
    console.log('Build is up to date.');
    return;
  }
  const started = Date.now();
  console.log(`Building ${plan.map((t) => t.name).join(', ')} …`);
  await buildApps(plan);
  console.log(`Built ${plan.length} app(s) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
