import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/errors';

/** No request of this API nests JSON deeper; a body that does is refused before it is parsed. */
export const JSON_MAX_DEPTH = 64;
export const JSON_TOO_DEEP_MESSAGE = `The JSON body nests objects or arrays more than ${JSON_MAX_DEPTH} levels deep.`;

/** Deepest nesting of objects and arrays, one pass over the text, strings skipped. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/**
 * Fastify's own JSON parser (prototype and constructor poisoning refused), behind a depth check: validation
 * and logging walk parsed bodies recursively, and a body thousands of levels deep is never a request.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonDepth(body as string) > JSON_MAX_DEPTH) return done(appError('VALIDATION_FAILED', JSON_TOO_DEEP_MESSAGE), undefined);
    parse(req, body as string, done);
  });
}
