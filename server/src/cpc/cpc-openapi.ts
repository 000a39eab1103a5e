import type { ZodTypeAny } from 'zod';
import { ClassifyRequestSchema, ClassifyResponseSchema, CorpusStatusSchema, CpcNodeSchema, CpcSearchResponseSchema, CpcSectionsSchema } from '@iprism/shared/contracts';

/** The OpenAPI part of the CPC explorer, classification and corpus status routes, merged into /api/openapi.json. */

export const cpcOpenApiSchemas: Record<string, ZodTypeAny> = {
  CpcSections: CpcSectionsSchema,
  CpcNode: CpcNodeSchema,
  CpcSearchResponse: CpcSearchResponseSchema,
  ClassifyRequest: ClassifyRequestSchema,
  ClassifyResponse: ClassifyResponseSchema,
  CorpusStatus: CorpusStatusSchema,
};

const json = (name: keyof typeof cpcOpenApiSchemas & string) => ({ content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } });
const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } });
const guarded = { 401: error('No valid session token'), 403: error('A client-portal user (read-only)') };

export const cpcOpenApiPaths: Record<string, unknown> = {
  '/api/cpc': {
    get: { summary: 'The CPC sections with the number of corpus documents under each (empty before the scheme is imported)', responses: { 200: { description: 'Sections', ...json('CpcSections') }, ...guarded } },
  },
  '/api/cpc/search': {
    get: {
      summary: 'Search the CPC scheme: a symbol prefix (G06N3) or words of titles, best first',
      parameters: [
        { name: 'q', in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: 200 } },
        { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 50, default: 20 } },
      ],
      responses: { 200: { description: 'Matching symbols with their ancestors', ...json('CpcSearchResponse') }, 400: error('No query'), ...guarded },
    },
  },
  '/api/cpc/{symbol}': {
    get: {
      summary: 'One CPC symbol: title, path, children and document counts (H04L9/32 may be sent unencoded; spaces are ignored)',
      parameters: [{ name: 'symbol', in: 'path', required: true, schema: { type: 'string' }, example: 'H04L9/00' }],
      responses: { 200: { description: 'The node', ...json('CpcNode') }, 404: error('CPC symbol not found: {symbol}'), ...guarded },
    },
  },
  '/api/patents/classify': {
    post: {
      summary:
        'Predict the CPC subclasses, sections and main groups of a text (a claim, an abstract, a description) from the corpus model, its nearest corpus documents and the scheme titles; best first, calibrated probabilities once the model is trained, each subclass with the documents that support it',
      requestBody: { required: true, ...json('ClassifyRequest') },
      responses: { 200: { description: 'Up to five subclasses; none without corpus and scheme', ...json('ClassifyResponse') }, 400: error('No text'), ...guarded },
    },
  },
  '/api/admin/corpus': {
    get: {
      summary: 'Patent corpus size, countries, CPC symbols, vector progress and import history (staff only)',
      responses: { 200: { description: 'Corpus status', ...json('CorpusStatus') }, 401: error('No valid session token'), 403: error('Not staff') },
    },
  },
};
