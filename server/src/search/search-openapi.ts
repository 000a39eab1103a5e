import type { ZodTypeAny } from 'zod';
import { CorpusLoadSchema, PatentSearchRequestSchema, PatentSearchResponseSchema } from '@iprism/shared/contracts';

/** The OpenAPI part of the patent search route, merged into /api/openapi.json. */

export const searchOpenApiSchemas: Record<string, ZodTypeAny> = {
  PatentSearchRequest: PatentSearchRequestSchema,
  PatentSearchResponse: PatentSearchResponseSchema,
  CorpusLoad: CorpusLoadSchema,
};

const json = (name: keyof typeof searchOpenApiSchemas & string) => ({ content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } });
const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } });

export const searchOpenApiPaths: Record<string, unknown> = {
  '/api/patents/search': {
    post: {
      summary:
        'Search the patent corpus: weighted full text (title > claims > abstract > description) fused with sentence-encoder vectors by reciprocal rank fusion once the vectors are ready (mode tells which). Any text works as the query, up to a whole claim. Snippets are HTML: matched terms in <mark>, everything else escaped. While the corpus is importing or its documents wait for their vectors, `corpus` says so (absent once it is ready).',
      requestBody: { required: true, ...json('PatentSearchRequest') },
      responses: {
        200: { description: 'One page of results, best first, with the total', ...json('PatentSearchResponse') },
        400: error('The request is not valid (empty query, bad date, country or kind; details list each problem)'),
        401: error('No valid session token'),
        403: error('A client-portal user (read-only), or a missing security token'),
      },
    },
  },
  '/api/patents/corpus-load': {
    get: {
      summary: 'Whether the patent corpus is still loading: documents imported of those expected, and how many have their search vector.',
      responses: {
        200: { description: 'The corpus state', ...json('CorpusLoad') },
        401: error('No valid session token'),
      },
    },
  },
};
