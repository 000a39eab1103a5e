import type { FastifyInstance } from 'fastify';
import { ERROR_CATALOGUE, ERROR_CODE_LIST } from '@iprism/shared/contracts';
import { buildTestApp } from '../helper';

interface SchemaNode {
  enum?: unknown[];
  description?: string;
}

/** Every schema object in the document that enumerates error codes (the `code` of ApiError, wherever the generator puts it). */
function codeEnums(node: unknown, found: SchemaNode[] = []): SchemaNode[] {
  if (Array.isArray(node)) for (const item of node) codeEnums(item, found);
  else if (node && typeof node === 'object') {
    const schema = node as SchemaNode;
    if (Array.isArray(schema.enum) && schema.enum.includes('INTERNAL') && schema.enum.includes('VALIDATION_FAILED')) found.push(schema);
    for (const value of Object.values(node)) codeEnums(value, found);
  }
  return found;
}

describe('the error catalogue in the API document', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  it('lists every catalogue code with its status and default message, as the server serves the document', async () => {
    const res = await app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const enums = codeEnums(res.json());
    expect(enums.length).toBeGreaterThan(0);
    for (const schema of enums) {
      expect(schema.enum).toEqual(ERROR_CODE_LIST);
      for (const code of ERROR_CODE_LIST) {
        expect(schema.description).toContain(`- ${code} (${ERROR_CATALOGUE[code].status}): ${ERROR_CATALOGUE[code].message}`);
      }
    }
  });
});
