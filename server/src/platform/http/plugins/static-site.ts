import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PRERENDERED_PATHS, PRERENDER_DIR, PRERENDER_ORIGIN, prerenderedFileName } from '@iprism/shared/contracts';
import { staticHeadersFor } from '../static-cache';

/** The HTML for a browser path: its prerendered page, else the host's index.html; null before any build. */
export type PageHtml = (path: string, origin: string) => string | null;

/** Reads a file again only when it changed on disk, so a build or release while running is picked up. */
function changedFileReader(): (file: string) => string | null {
  const cache = new Map<string, { mtimeMs: number; text: string }>();
  return (file) => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.text;
    const text = readFileSync(file, 'utf8');
    cache.set(file, { mtimeMs, text });
    return text;
  };
}

/**
 * One origin for everything: the host at `/`, remotes and registries under `/builds/`, and for every
 * other browser path the host's index.html (the host renders its own 404), with the page already drawn
 * in for the prerendered public pages.
 */
export async function registerStaticSite(app: FastifyInstance, buildsDir: string): Promise<PageHtml> {
  const hostDir = join(buildsDir, 'host');
  const setHeaders = (res: { setHeader(name: string, value: string): void }, path: string) => {
    for (const [name, value] of Object.entries(staticHeadersFor(path))) res.setHeader(name, value);
  };
  // The build writes .br and .gz beside each text asset; the plugin sends the best one the browser accepts.
  const common = { cacheControl: false, setHeaders, index: false, preCompressed: true } as const;
  await app.register(fastifyStatic, { ...common, root: buildsDir, prefix: '/builds/', wildcard: true });
  await app.register(fastifyStatic, { ...common, root: hostDir, prefix: '/', wildcard: false, decorateReply: false, serve: existsSync(hostDir) });

  const read = changedFileReader();
  const prerendered = new Set<string>(PRERENDERED_PATHS);
  return (path, origin) => {
    const page = prerendered.has(path) ? read(join(hostDir, PRERENDER_DIR, prerenderedFileName(path))) : null;
    // Meta tags carry absolute URLs: a page is built before anyone knows where it will be served.
    return page ? page.replaceAll(PRERENDER_ORIGIN, origin) : read(join(hostDir, 'index.html'));
  };
}
