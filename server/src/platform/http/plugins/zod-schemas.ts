import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeAny } from 'zod';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { droppedKeys } from './dropped-keys';

/** The app as route plugins see it: request parts and answers typed from the route's zod schemas. */
export type ZodFastifyInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/**
 * Route schemas are zod schemas from `shared`: Fastify validates params, query and body with them before
 * the handler and serialises the answer through the route's response schema (unknown keys are dropped).
 * A request without a body is validated as `{}`, so a body whose fields are all optional may be left out.
 * With `strictAnswers` (tests), an answer that loses a key to its schema is a 500 naming the key: a schema
 * narrower than what the handler answers would otherwise hide fields from the browser without a word.
 */
export function registerZodSchemas(app: FastifyInstance, opts: { strictAnswers?: boolean } = {}): void {
  app.setValidatorCompiler<ZodTypeAny>((route) => {
    const validate = validatorCompiler(route);
    return route.httpPart === 'body' ? (data) => validate(data ?? {}) : validate;
  });
  if (!opts.strictAnswers) {
    app.setSerializerCompiler(serializerCompiler);
    return;
  }
  app.setSerializerCompiler<ZodTypeAny>((route) => {
    const serialize = serializerCompiler(route);
    return (data) => {
      const out = serialize(data);
      const lost = droppedKeys(JSON.parse(JSON.stringify(data ?? null)), JSON.parse(out));
      if (lost.length) throw new Error(`The response schema of ${route.method} ${route.url} (${route.httpStatus}) drops ${lost.slice(0, 5).join(', ')}`);
      return out;
    };
  });
}
