import Fastify from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@iprism/shared/contracts';
import { registerErrorHandler } from './error-handler';
import { registerZodSchemas, type ZodFastifyInstance } from './zod-schemas';

async function app(opts: { strictAnswers?: boolean } = {}): Promise<ZodFastifyInstance> {
  const fastify = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  registerErrorHandler(fastify);
  registerZodSchemas(fastify, opts);
  fastify.post('/named', { schema: { body: z.object({ name: z.string().min(2) }), response: { 200: z.object({ name: z.string() }) } } }, async (req) => ({ name: req.body.name, secret: 'dropped' }));
  fastify.post('/optional', { schema: { body: z.object({ note: z.string().optional() }) } }, async (req) => ({ note: req.body.note ?? null }));
  await fastify.ready();
  return fastify;
}

describe('route schemas', () => {
  it('refuses input that fails the schema with the one error shape', async () => {
    const res = await (await app()).inject({ method: 'POST', url: '/named', payload: { name: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message: 'The request is not valid.', details: [{ path: 'name', message: expect.any(String) }] });
  });

  it('answers only what the response schema names', async () => {
    const res = await (await app()).inject({ method: 'POST', url: '/named', payload: { name: 'Ada' } });
    expect(res.json()).toEqual({ name: 'Ada' });
  });

  it('under strictAnswers (tests), answers 500 when the schema would drop a key the handler sent', async () => {
    const res = await (await app({ strictAnswers: true })).inject({ method: 'POST', url: '/named', payload: { name: 'Ada' } });
    expect([res.statusCode, res.json().code]).toEqual([500, ERROR_CODES.INTERNAL]);
  });

  it('takes a missing body as {} when every field is optional', async () => {
    const res = await (await app()).inject({ method: 'POST', url: '/optional' });
    expect([res.statusCode, res.json()]).toEqual([200, { note: null }]);
  });
});
