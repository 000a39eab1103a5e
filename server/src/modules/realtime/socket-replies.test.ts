import type { FastifyBaseLogger } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../platform/db/database-unavailable';
import { INTERNAL_FAILURE_MESSAGE } from '../../platform/lib/errors';
import { failureOf, splitArgs } from './socket-replies';

function recordingLog() {
  const calls: { level: string; msg: string }[] = [];
  const at = (level: string) => (_obj: unknown, msg: string) => void calls.push({ level, msg });
  return { calls, log: { warn: at('warn'), error: at('error') } as unknown as FastifyBaseLogger };
}

describe('failureOf', () => {
  it('tells the client the database is unavailable when it cannot be reached, as a warning', () => {
    const { calls, log } = recordingLog();
    const err = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(failureOf(err, 'request-progress', log, 'u1')).toEqual({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE, event: 'request-progress' });
    expect(calls.map((c) => c.level)).toEqual(['warn']);
  });

  it('answers any other failure as INTERNAL without its details, logged as an error', () => {
    const { calls, log } = recordingLog();
    const failure = failureOf(new Error('column "secret" does not exist'), 'subscribe', log, 'u1');
    expect(failure).toEqual({ code: 'INTERNAL', message: INTERNAL_FAILURE_MESSAGE, event: 'subscribe' });
    expect(calls.map((c) => c.level)).toEqual(['error']);
  });
});

describe('splitArgs', () => {
  it('takes a trailing function as the acknowledgement', () => {
    const ack = () => undefined;
    expect(splitArgs([{ a: 1 }, ack])).toEqual({ payload: { a: 1 }, ack });
    expect(splitArgs([ack])).toEqual({ payload: undefined, ack });
    expect(splitArgs([{ a: 1 }])).toEqual({ payload: { a: 1 }, ack: null });
  });
});
