import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { cacheControlFor } from '../server/src/platform/http/static-cache';
import { APP_NAMES, BUILDS_DIR, isAppName, type AppName } from './lib/apps';
import { buildApps, planBuild } from './lib/build-apps';
import { hostDir, readRegistry, remoteVersionDir } from './lib/build-registry';

/** Each app's own port when served alone (`PORT` overrides). */
const APP_PORTS: Record<AppName, number> = { host: 3000, marketing: 3001, patent: 3002, scout: 3003, toolbox: 3004, admin: 3005, employee: 3006 };

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file a URL path names inside `root`, or null (missing, a folder, or outside root). */
function fileIn(root: string, urlPath: string): string | null {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = resolve(root, `.${rel}`);
  if (file !== root && !file.startsWith(root + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string): void {
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': statSync(file).size,
    'Cache-Control': cacheControlFor(file),
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).pipe(res);
}

interface Mount {
  prefix: string;
  root: string;
}

/**
 * Static files with CORS (a remote served alone is loaded by a host on another origin) and the
 * production caching rules. The host also answers its index.html for every other page path.
 */
function handler(mounts: Mount[], fallback: string | null) {
  return (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    for (const { prefix, root } of mounts) {
      const file = path.startsWith(prefix) ? fileIn(root, path.slice(prefix.length - 1)) : null;
      if (file) return sendFile(req, res, file);
    }
    // Only page paths fall back to index.html: a missing script must stay a 404, not HTML.
    if (fallback && extname(path) === '') return sendFile(req, res, fallback);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found: ${path}\n`);
  };
}

/** The folder of the app's current build; builds it first when missing or stale. */
async function currentBuild(name: AppName): Promise<string> {
  const plan = planBuild([name]);
  if (plan.length > 0) {
    console.log(`› building ${name} (missing or stale) …`);
    await buildApps(plan);
  }
  if (name === 'host') return hostDir();
  const version = readRegistry()[name]?.version;
  if (!version) throw new Error(`${name} has no version in builds/remotes.json`);
  return remoteVersionDir(name, version);
}

/** `tsx scripts/serve-app.ts <name>` (each package's `serve` script): one app on its own port. */
async function main(): Promise<void> {
  const name = process.argv[2] ?? '';
  if (!isAppName(name)) throw new Error(`Usage: serve-app <name>   (${APP_NAMES.join(', ')})`);
  const root = await currentBuild(name);
  const port = Number(process.env.PORT ?? APP_PORTS[name]);
  // The host alone still reads /builds/remotes.json and latest.json, so it serves builds/ as well.
  const mounts = name === 'host' ? [{ prefix: '/builds/', root: BUILDS_DIR }, { prefix: '/', root }] : [{ prefix: '/', root }];
  const server = createServer(handler(mounts, name === 'host' ? join(root, 'index.html') : null));
  server.listen(port, () => {
    const url = `http://localhost:${port}`;
    console.log(name === 'host' ? `› host on ${url}/` : `› ${name} on ${url}/ — manifest ${url}/mf-manifest.json`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
