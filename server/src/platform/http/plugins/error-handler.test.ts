import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_CATALOGUE, type ErrorCode } from '@iprism/shared/contracts';
import { appError } from '../../lib/errors';
import { registerErrorHandler } from './error-handler';

async function appThrowing(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 64 });
  registerErrorHandler(app);
  app.get('/coded/:code', async (req) => {
    throw appError((req.params as { code: ErrorCode }).code);
  });
  app.post('/json', async (req) => z.object({ name: z.string() }).parse(req.body));
  app.get('/crash', async () => {
    throw new Error('secret internals');
  });
  await app.ready();
  return app;
}

describe('the error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appThrowing();
  });
  afterAll(async () => app.close());

  it.each<ErrorCode>(['VALIDATION_FAILED', 'UNAUTHORIZED', 'NO_CREDITS', 'CSRF_TOKEN_INVALID', 'NOT_FOUND', 'CONFLICT', 'INVITATION_EXPIRED', 'UNSUPPORTED_MEDIA_TYPE', 'UPLOAD_REJECTED', 'UNPROCESSABLE', 'RATE_LIMITED', 'BAD_GATEWAY', 'SERVICE_UNAVAILABLE'])(
    'answers %s with its catalogue status and default message',
    async (code) => {
      const res = await app.inject(`/coded/${code}`);
      expect(res.statusCode).toBe(ERROR_CATALOGUE[code].status);
      expect(res.json()).toEqual({ statusCode: ERROR_CATALOGUE[code].status, code, message: ERROR_CATALOGUE[code].message });
    },
  );

  it('maps Fastify’s own refusals to catalogue codes: body too large, unsupported content type, bad JSON', async () => {
    const large = await app.inject({ method: 'POST', url: '/json', payload: { name: 'x'.repeat(200) } });
    expect([large.statusCode, large.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const unsupported = await app.inject({ method: 'POST', url: '/json', headers: { 'content-type': 'application/x-unknown' }, payload: 'x' });
    expect([unsupported.statusCode, unsupported.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const broken = await app.inject({ method: 'POST', url: '/json', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect([broken.statusCode, broken.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('answers a zod failure VALIDATION_FAILED with the fields in details', async () => {
    const res = await app.inject({ method: 'POST', url: '/json', payload: { name: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'name' }] });
  });

  it('answers anything else INTERNAL without its message', async () => {
    const res = await app.inject('/crash');
    expect(res.json()).toEqual({ statusCode: 500, code: 'INTERNAL', message: ERROR_CATALOGUE.INTERNAL.message });
  });
});
