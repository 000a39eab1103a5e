import type { FastifySchema, RouteOptions } from 'fastify';
import { z, type ZodTypeAny } from 'zod';
import { ApiErrorBodySchema } from '@iprism/shared/contracts';
import { toJsonSchema } from './openapi-json-schema';

type Transformed = { schema: FastifySchema; url: string };

const PARTS = ['params', 'querystring', 'body', 'headers'] as const;
const BINARY = { type: 'string', format: 'binary' };

/**
 * Turns a route's zod schemas into the document's JSON schemas and adds what every route shares:
 * public routes need no bearer token, errors answer with ApiError, and a route that answers a file
 * (`produces` without a response schema) or takes an upload (`consumes` multipart) is described by type.
 */
export function openApiTransform({ schema, url, route }: { schema: FastifySchema; url: string; route?: RouteOptions }): Transformed {
  const source = schema ?? {};
  // Only the API is documented: the checkout page and the site are not part of it.
  if (source.hide || !url.startsWith('/api')) return { schema: { hide: true }, url };
  const out: FastifySchema = { ...source };
  for (const part of PARTS) if (source[part]) out[part] = toJsonSchema(source[part] as ZodTypeAny);
  const response: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries((source.response ?? {}) as Record<string, ZodTypeAny>)) response[status] = toJsonSchema(answer);
  if (!source.response) response['200'] = source.produces ? { 'x-response-description': source.description ?? 'The file', ...BINARY } : { 'x-response-description': 'Success' };
  response['4XX'] = { 'x-response-description': 'The one error shape', ...toJsonSchema(ApiErrorBodySchema) };
  out.response = response;
  if (!out.body && source.consumes?.includes('multipart/form-data')) out.body = { type: 'object', description: source.description };
  if (route?.config?.access?.kind === 'public') out.security = [];
  return { schema: out, url };
}

/**
 * A route whose trailing wildcard carries one value (`/api/cpc/*` holds a symbol that may contain `/`):
 * the document names it, as `/api/cpc/{symbol}`, with the type the route's `*` param has.
 */
export function namedWildcard(name: string) {
  return ({ schema, url, route }: { schema: FastifySchema; url: string; route?: RouteOptions }): Transformed => {
    const params = (schema.params as z.AnyZodObject | undefined)?.shape as Record<string, ZodTypeAny> | undefined;
    const named = { ...schema, ...(params && { params: z.object({ [name]: params['*']! }) }) };
    return openApiTransform({ schema: named, url: url.replace(/\*$/, `{${name}}`), route });
  };
}

/**
 * A route that answers a stored stage result as it was stored (the report, the prior-art result): the
 * document shows its contract, but the answer is not re-serialised through it, so a result written by an
 * earlier version of a stage is still served whole rather than failing as a 500. Also for a route that
 * answers either that JSON or, by a query parameter, a file.
 */
export function storedAnswer(answer: ZodTypeAny) {
  return ({ schema, url, route }: { schema: FastifySchema; url: string; route?: RouteOptions }): Transformed =>
    openApiTransform({ schema: { ...schema, response: { 200: answer } }, url, route });
}
