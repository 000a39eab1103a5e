import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@iprism/shared/contracts';
import { CACHE_NO_CACHE } from '../static-cache';

/** API paths answer a JSON 404; any other browser path gets the host page, which renders the 404 itself. */
export function registerNotFound(app: FastifyInstance, pageHtml: (path: string, req: FastifyRequest) => string | null): void {
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && path !== '/api' && !path.startsWith('/api/') && !path.startsWith('/builds/');
    const html = isPage ? pageHtml(path, req) : null;
    if (html) return reply.type('text/html; charset=utf-8').header('Cache-Control', CACHE_NO_CACHE).send(html);
    return reply.status(404).send({ statusCode: 404, code: ERROR_CODES.NOT_FOUND, message: `Not found: ${req.method} ${path}` });
  });
}
