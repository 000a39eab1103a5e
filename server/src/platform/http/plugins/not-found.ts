import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPagePath } from '@iprism/shared/contracts';
import { appError } from '../../lib/errors';
import { CACHE_NO_CACHE } from '../static-cache';

/**
 * API paths answer a JSON 404. A browser path gets the host page, which renders the page or its own 404: with
 * status 200 for the route table's pages, 404 for any other path, so crawlers and links checkers see the miss.
 */
export function registerNotFound(app: FastifyInstance, pageHtml: (path: string, req: FastifyRequest) => Promise<string | null>): void {
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && path !== '/api' && !path.startsWith('/api/') && !path.startsWith('/builds/');
    const html = isPage ? await pageHtml(path, req) : null;
    if (html) return reply.status(isPagePath(path) ? 200 : 404).type('text/html; charset=utf-8').header('Cache-Control', CACHE_NO_CACHE).send(html);
    throw appError('NOT_FOUND', `Not found: ${req.method} ${path}`);
  });
}
