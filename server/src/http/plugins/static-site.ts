import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from '../static-cache';

/**
 * One origin for everything: the host at `/`, remotes and registries under `/builds/`, and the
 * host's index.html for every other browser path (the host renders its own 404).
 * Returns the reader of that index.html for the not-found handler.
 */
export async function registerStaticSite(app: FastifyInstance, buildsDir: string): Promise<() => string | null> {
  const hostDir = join(buildsDir, 'host');
  const setHeaders = (res: { setHeader(name: string, value: string): void }, path: string) => res.setHeader('Cache-Control', cacheControlFor(path));

  await app.register(fastifyStatic, { root: buildsDir, prefix: '/builds/', cacheControl: false, setHeaders, index: false, wildcard: true });
  await app.register(fastifyStatic, { root: hostDir, prefix: '/', cacheControl: false, setHeaders, index: false, wildcard: false, decorateReply: false, serve: existsSync(hostDir) });

  let indexHtml: string | null = null;
  const readIndex = () => {
    // Re-read when missing so a build finishing after start is picked up.
    if (indexHtml === null && existsSync(join(hostDir, 'index.html'))) indexHtml = readFileSync(join(hostDir, 'index.html'), 'utf8');
    return indexHtml;
  };

  return readIndex;
}
