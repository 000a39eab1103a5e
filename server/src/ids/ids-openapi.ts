import type { ZodTypeAny } from 'zod';
import { IdsCitationInputSchema, IdsResponseSchema } from '@iprism/shared/contracts';

/** The OpenAPI part of the IDS routes, merged into /api/openapi.json. */

export const idsOpenApiSchemas: Record<string, ZodTypeAny> = {
  Ids: IdsResponseSchema,
  IdsCitationInput: IdsCitationInputSchema,
};

const json = (name: keyof typeof idsOpenApiSchemas & string) => ({ content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } });
const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } });
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const refParam = { name: 'ref', in: 'path', required: true, description: 'The citation (c1, c2, … in the order of the uploaded IDS)', schema: { type: 'string' } };
const guarded = { 401: error('No valid session token'), 403: error('No Pilot licence, or not allowed') };
const missing = { 404: error('No such application, not visible to the caller, or no IDS uploaded') };
const notReady = { 409: error('The IDS stages have not finished') };
const corrected = {
  200: { description: 'The IDS checked again with the correction', ...json('Ids') },
  404: error('No such application or citation, not visible, or no IDS uploaded'),
  403: error('A client-portal user, or not one of the people who work on the application'),
  409: error('The IDS stages have not finished, or the application is running again'),
  401: error('No valid session token'),
};

export const idsOpenApiPaths: Record<string, unknown> = {
  '/api/applications/{id}/ids': {
    get: {
      summary:
        'The IDS: extracted citations and their issues, the normalised (DOCDB) citations, X/Y/A classification against the claims, the citations held out of the SB/08 until corrected, and the corrections made',
      parameters: [idParam],
      responses: { 200: { description: 'The IDS analysis', ...json('Ids') }, ...notReady, ...guarded, ...missing },
    },
  },
  '/api/applications/{id}/ids.csv': {
    get: { summary: 'The normalised IDS as CSV (every citation)', parameters: [idParam], responses: { 200: { description: 'CSV', content: { 'text/csv': {} } }, ...notReady, ...guarded, ...missing } },
  },
  '/api/applications/{id}/ids.json': {
    get: {
      summary: 'The normalised IDS as JSON (every citation, and those held out of the SB/08)',
      parameters: [idParam],
      responses: { 200: { description: 'JSON', content: { 'application/json': {} } }, ...notReady, ...guarded, ...missing },
    },
  },
  '/api/applications/{id}/ids.pdf': {
    get: {
      summary: 'The normalised IDS as an SB/08-style PDF, without the citations held for correction unless `include` names them',
      parameters: [
        idParam,
        { name: 'include', in: 'query', required: false, description: 'Held citations to export as they are, by ref, comma-separated (c5,c12)', schema: { type: 'string' } },
      ],
      responses: {
        200: { description: 'PDF; the `X-IDS-Left-Out` header lists the held citations it leaves out', content: { 'application/pdf': {} } },
        422: error('`include` names a citation the IDS does not have'),
        ...notReady,
        ...guarded,
        ...missing,
      },
    },
  },
  '/api/applications/{id}/ids/citations/{ref}': {
    put: {
      summary: 'Correct a citation: its fields as on the form; the IDS is checked again on the server and stored',
      parameters: [idParam, refParam],
      requestBody: { required: true, ...json('IdsCitationInput') },
      responses: { ...corrected, 400: error('A field is missing or malformed') },
    },
    delete: { summary: 'Remove a citation from the IDS (a duplicate, or one not to file)', parameters: [idParam, refParam], responses: corrected },
  },
  '/api/applications/{id}/ids/citations/{ref}/correction': {
    delete: { summary: 'Undo the correction or removal of a citation: back to the citation as the uploaded IDS gave it', parameters: [idParam, refParam], responses: corrected },
  },
};
