import { zodToJsonSchema } from 'zod-to-json-schema';
import type { ZodTypeAny } from 'zod';
import {
  ApiErrorBodySchema,
  ApplicationAssignmentSchema,
  ApplicationAssignmentsSchema,
  ApplicationFullSchema,
  AssignApplicationRequestSchema,
  PriorArtCutoffRequestSchema,
  ApplicationPageSchema,
  CreateApplicationResponseSchema,
  HealthSchema,
  ReadySchema,
  PriorArtResultSchema,
  REPORT_PDF_SECTIONS,
  ReportSchema,
  UPLOAD_FIELDS,
} from '@iprism/shared/contracts';
import { cpcOpenApiPaths, cpcOpenApiSchemas } from '../../cpc/cpc-openapi';
import { idsOpenApiPaths, idsOpenApiSchemas } from '../../ids/ids-openapi';
import { searchOpenApiPaths, searchOpenApiSchemas } from '../../search/search-openapi';

/**
 * The OpenAPI 3.0 document of the public REST API (issue 5), generated from the same zod contracts the
 * routes and the browser use, so the document cannot drift from the wire.
 */
const components: Record<string, ZodTypeAny> = {
  ApiError: ApiErrorBodySchema,
  Health: HealthSchema,
  Ready: ReadySchema,
  CreateApplicationResponse: CreateApplicationResponseSchema,
  ApplicationPage: ApplicationPageSchema,
  Application: ApplicationFullSchema,
  Report: ReportSchema,
  PriorArtResult: PriorArtResultSchema,
  ApplicationAssignments: ApplicationAssignmentsSchema,
  ApplicationAssignment: ApplicationAssignmentSchema,
  AssignApplicationRequest: AssignApplicationRequestSchema,
  PriorArtCutoffRequest: PriorArtCutoffRequestSchema,
  ...cpcOpenApiSchemas,
  ...idsOpenApiSchemas,
  ...searchOpenApiSchemas,
};

const ref = (name: keyof typeof components & string) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: keyof typeof components & string) => ({ content: { 'application/json': { schema: ref(name) } } });
const error = (description: string) => ({ description, ...json('ApiError') });
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const guarded = { 401: error('No valid session token'), 403: error('No Pilot licence, or not allowed') };
const missing = { 404: error('No such application, or not visible to the caller') };

export function buildOpenApiDocument(version: string): Record<string, unknown> {
  const schemas = Object.fromEntries(
    // Recursive parts (the claim tree) become $refs into the component itself.
    Object.entries(components).map(([name, schema]) => [name, zodToJsonSchema(schema, { target: 'openApi3', basePath: ['#', 'components', 'schemas', name] })]),
  );
  return {
    openapi: '3.0.3',
    info: {
      title: 'iPrism API',
      version,
      description:
        'Patent application intake and analysis. Authenticate with `Authorization: Bearer <session token>`; ' +
        'POST and DELETE calls also need `X-CSRF-Token` from `GET /api/csrf-token`. Live progress of the stages is pushed over socket.io at `/api/ws`.',
    },
    servers: [{ url: '/' }],
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths: {
      '/api/health': { get: { summary: 'Liveness, version and uptime', security: [], responses: { 200: { description: 'Running', ...json('Health') } } } },
      '/api/ready': {
        get: {
          summary: 'Readiness: the database (and Redis, when configured) answer and the node is not shutting down',
          security: [],
          responses: { 200: { description: 'Ready for traffic', ...json('Ready') }, 503: { description: 'Not ready; `checks` says which dependency is down', ...json('Ready') } },
        },
      },
      '/api/metrics': {
        get: {
          summary: 'Prometheus metrics of this node (text format); needs `Authorization: Bearer <METRICS_TOKEN>` when METRICS_TOKEN is set',
          security: [],
          responses: { 200: { description: 'Prometheus text exposition format', content: { 'text/plain': {} } }, 401: error('METRICS_TOKEN is set and the bearer token does not match') },
        },
      },
      '/api/applications': {
        post: {
          summary: 'Upload an application document (and optionally its IDS) and start the pipeline',
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: [UPLOAD_FIELDS.application],
                  properties: {
                    [UPLOAD_FIELDS.application]: { type: 'string', format: 'binary', description: 'PDF, DOCX, plain text or USPTO full-text XML' },
                    [UPLOAD_FIELDS.ids]: { type: 'string', format: 'binary', description: 'Information disclosure statement: PDF, CSV or XML' },
                  },
                },
              },
            },
          },
          responses: {
            201: { description: 'Stored; the pipeline has started', ...json('CreateApplicationResponse') },
            400: error('No application file, or an unexpected field'),
            413: error('A file is over the upload limit'),
            415: error('Not a supported document type (decided by content)'),
            422: error('Encrypted, damaged, empty, or over the page limit'),
            ...guarded,
          },
        },
        get: {
          summary: 'The applications the caller sees (their own; their organisations\' for the admins; those assigned to them), newest first: the dashboard, the archive and its search',
          parameters: [
            { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
            { name: 'pageSize', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
            { name: 'q', in: 'query', schema: { type: 'string' }, description: 'Search in titles' },
            { name: 'status', in: 'query', schema: { type: 'string', enum: ['queued', 'running', 'completed', 'failed'] } },
            { name: 'from', in: 'query', schema: { type: 'string', format: 'date' } },
            { name: 'to', in: 'query', schema: { type: 'string', format: 'date' } },
          ],
          responses: { 200: { description: 'One page', ...json('ApplicationPage') }, ...guarded },
        },
      },
      '/api/applications/{id}': {
        get: { summary: 'One application with every stage and its progress', parameters: [idParam], responses: { 200: { description: 'The application', ...json('Application') }, ...guarded, ...missing } },
        delete: { summary: 'Delete the application, its files and results', parameters: [idParam], responses: { 204: { description: 'Deleted' }, ...guarded, ...missing } },
      },
      '/api/applications/{id}/report': {
        get: {
          summary: 'The application report (sections, claims with dependencies, findings, fees, summary)',
          parameters: [idParam],
          responses: { 200: { description: 'The report', ...json('Report') }, 409: error('The report stage has not finished'), ...guarded, ...missing },
        },
      },
      '/api/applications/{id}/report.pdf': {
        get: {
          summary: 'The report as PDF: summary, statistics, claims, findings, fees, CPC classes, prior art with claim charts and the IDS',
          parameters: [
            idParam,
            {
              name: 'sections',
              in: 'query',
              schema: { type: 'string' },
              description: `Comma-separated sections to print, in any order (${REPORT_PDF_SECTIONS.join(', ')}); all when absent. A section whose stage has not finished says so.`,
            },
          ],
          responses: { 200: { description: 'PDF', content: { 'application/pdf': {} } }, 409: error('Not ready'), 422: error('An unknown section, or none chosen'), ...guarded, ...missing },
        },
      },
      '/api/applications/{id}/report.json': {
        get: { summary: 'The report as a JSON download', parameters: [idParam], responses: { 200: { description: 'JSON', ...json('Report') }, 409: error('Not ready'), ...guarded, ...missing } },
      },
      '/api/applications/{id}/prior-art': {
        get: {
          summary: 'The prior-art stage result: references with relevance, claim charts, CPC predictions',
          parameters: [idParam],
          responses: { 200: { description: 'Prior-art result', ...json('PriorArtResult') }, 409: error('The prior-art stage has not finished'), ...guarded, ...missing },
        },
      },
      '/api/applications/{id}/prior-art/cutoff': {
        put: {
          summary: "Set the prior-art cutoff (YYYY-MM-DD), or null for the document's earliest date; searches prior art again",
          parameters: [idParam],
          requestBody: { required: true, ...json('PriorArtCutoffRequest') },
          responses: { 202: { description: 'Queued' }, 400: error('Not a real date, or in the future'), 409: error('Still running'), ...guarded, ...missing },
        },
      },
      '/api/applications/{id}/prior-art.csv': {
        get: { summary: 'The prior-art references as CSV', parameters: [idParam], responses: { 200: { description: 'CSV', content: { 'text/csv': {} } }, 409: error('Not ready'), ...guarded, ...missing } },
      },
      '/api/applications/{id}/files/{kind}': {
        get: {
          summary: 'An uploaded file as it was received',
          parameters: [idParam, { name: 'kind', in: 'path', required: true, schema: { type: 'string', enum: ['application', 'ids'] } }],
          responses: { 200: { description: 'The file' }, ...guarded, ...missing },
        },
      },
      '/api/applications/{id}/assignments': {
        get: {
          summary: "The members the application is assigned to, and the organisation's members it can still be assigned to",
          parameters: [idParam],
          responses: { 200: { description: 'Shares and candidates', ...json('ApplicationAssignments') }, ...guarded, ...missing },
        },
        post: {
          summary: 'Assign the application to a member of its organisation, who then sees it everywhere (a client-portal user reads it, read-only)',
          parameters: [idParam],
          requestBody: { required: true, ...json('AssignApplicationRequest') },
          responses: { 201: { description: 'Shared', ...json('ApplicationAssignment') }, 422: error('Not a member of the organisation'), ...guarded, ...missing },
        },
      },
      '/api/applications/{id}/assignments/{userId}': {
        delete: {
          summary: 'Stop assigning the application to the user',
          parameters: [idParam, { name: 'userId', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 204: { description: 'No longer assigned' }, ...guarded, ...missing },
        },
      },
      '/api/applications/{id}/retry': {
        post: {
          summary: 'Re-run from the first failed stage, or the analysis stages when none failed',
          parameters: [idParam],
          responses: { 202: { description: 'Queued', ...json('CreateApplicationResponse') }, 409: error('Still running'), ...guarded, ...missing },
        },
      },
      ...idsOpenApiPaths,
      ...cpcOpenApiPaths,
      ...searchOpenApiPaths,
    },
  };
}
