import { spawn } from 'node:child_process';
import webpack from 'webpack';
import { REMOTES, type RemoteRegistry } from '@iprism/shared/contracts';
import { APP_NAMES, BUILDS_DIR, ROOT } from './lib/apps';
import { appConfig } from './lib/build-apps';
import { publishLatest, readBuildInfo, writeBuildInfo, writeRegistry } from './lib/build-registry';

/** Every remote builds into this one version folder while developing; rebuilds overwrite it. */
const DEV_VERSION = 'dev';
const WATCH_AGGREGATE_MS = 300;
const DEFAULT_PORT = '8080';

function devRegistry(): RemoteRegistry {
  return Object.fromEntries(REMOTES.map((name) => [name, { entry: `/builds/remotes/${name}/${DEV_VERSION}/mf-manifest.json`, version: DEV_VERSION }]));
}

/**
 * A development build is not a production build: forget what build-info says about every app, so
 * the next `pnpm build` or `pnpm start` rebuilds them instead of serving this output.
 */
function forgetProductionBuilds(): void {
  const info = readBuildInfo();
  for (const name of APP_NAMES) delete info.apps[name];
  writeBuildInfo(info);
}

type MultiWatching = NonNullable<ReturnType<webpack.MultiCompiler['watch']>>;

function watchApps(): MultiWatching {
  const compiler = webpack(APP_NAMES.map((name) => appConfig(name, DEV_VERSION, 'development')));
  let first = true;
  const watching = compiler.watch({ aggregateTimeout: WATCH_AGGREGATE_MS }, (err, stats) => {
    if (err) return void console.error(err);
    if (!stats) return;
    if (stats.hasErrors()) return void console.error(stats.toString({ all: false, errors: true, colors: true }));
    const ms = Math.max(...stats.stats.map((s) => (s.endTime ?? 0) - (s.startTime ?? 0)));
    // A new id tells open pages that the code changed (the release watcher reloads them on a chunk error).
    publishLatest(`${DEV_VERSION}-${Date.now().toString(36)}`);
    console.log(`› ${first ? 'built' : 'rebuilt'} in ${(ms / 1000).toFixed(1)} s`);
    first = false;
  });
  if (!watching) throw new Error('webpack did not start watching');
  return watching;
}

/** The server under `tsx watch`: restarted whenever a file it imports changes. */
function startServer(port: string) {
  return spawn(process.execPath, [require.resolve('tsx/cli'), 'watch', '--clear-screen=false', 'server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, BUILDS_DIR },
  });
}

/**
 * `pnpm dev`: the host and every remote in webpack watch mode (development) writing into BUILDS_DIR,
 * remotes.json pointing at their `dev` folders, and the server restarted on change. Honours PORT.
 */
function main(): void {
  process.env.DEMO ??= '1';
  const port = process.env.PORT ?? DEFAULT_PORT;
  forgetProductionBuilds();
  writeRegistry(devRegistry());
  console.log(`› watching ${APP_NAMES.join(', ')} into ${BUILDS_DIR}`);
  const watching = watchApps();
  const server = startServer(port);
  console.log(`› iPrism (dev) on http://localhost:${port}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (server.exitCode === null) server.kill(signal);
    watching.close(() => {
      if (server.exitCode !== null) process.exit(0);
      server.once('exit', () => process.exit(0));
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  server.on('exit', (code) => {
    if (stopping) return;
    console.error(`› the server watcher exited (code ${code}); stopping`);
    watching.close(() => process.exit(code ?? 1));
  });
}

main();
