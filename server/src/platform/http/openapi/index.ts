import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { appError } from '../../lib/errors';
import { PUBLIC } from '../access/route-access';
import { withComponents } from './openapi-json-schema';
import { openApiTransform } from './openapi-transform';

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

/**
 * The OpenAPI 3 document is generated from the routes themselves: each route's zod schemas (params,
 * query, body, answer) become its operation. Registered before any route, so it sees them all.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'iPrism API',
        version,
        description:
          'Patent application intake and analysis. Authenticate with `Authorization: Bearer <session token>`; ' +
          'POST, PUT, PATCH and DELETE calls also need `X-CSRF-Token` from `GET /api/csrf-token`. Live progress of the stages is pushed over socket.io at `/api/ws`.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
    transformObject: (document) => ('openapiObject' in document ? withComponents(document.openapiObject) : document.swaggerObject),
  });
}

/** GET /api/openapi.json (the document) and /api/docs (Swagger UI from the npm package, offline). */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  const publicRoute = { config: { access: PUBLIC } };
  app.get('/api/openapi.json', { ...publicRoute, schema: { summary: 'This OpenAPI document' } }, async () => app.swagger());
  app.get('/api/docs', { ...publicRoute, schema: { summary: 'Swagger UI', produces: ['text/html'] } }, async (_req, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/api/docs/init.js', { ...publicRoute, schema: { summary: 'Swagger UI start-up script', produces: ['text/javascript'] } }, async (_req, reply) => reply.type('text/javascript; charset=utf-8').send(INIT));
  app.get('/api/docs/:asset', { ...publicRoute, schema: { summary: 'Swagger UI assets', produces: ['text/css', 'text/javascript'] } }, async (req, reply) => {
    const { asset } = req.params as { asset: string };
    const type = UI_ASSETS[asset];
    if (!type) throw appError('NOT_FOUND');
    return reply.header('cache-control', 'public, max-age=86400').type(type).send(await readFile(join(UI_DIR, asset)));
  });
};
