import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors';
import { PUBLIC } from '../access/route-access';
import { buildOpenApiDocument } from './openapi-document';

const UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
const UI_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>iPrism API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

// A file, not an inline script, so a strict Content-Security-Policy needs no exception.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/** GET /api/openapi.json (the document) and /api/docs (Swagger UI from the npm package, offline). */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  const document = buildOpenApiDocument(app.config.version);
  const publicRoute = { config: { access: PUBLIC } };
  app.get('/api/openapi.json', publicRoute, async () => document);
  app.get('/api/docs', publicRoute, async (_req, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/api/docs/init.js', publicRoute, async (_req, reply) => reply.type('text/javascript; charset=utf-8').send(INIT));
  app.get('/api/docs/:asset', publicRoute, async (req, reply) => {
    const { asset } = req.params as { asset: string };
    const type = UI_ASSETS[asset];
    if (!type) throw notFound();
    return reply.header('cache-control', 'public, max-age=86400').type(type).send(await readFile(join(UI_DIR, asset)));
  });
};
