import { probeCheck, readiness } from './readiness';

describe('readiness', () => {
  it('is ready when the database answers and Redis answers or is not configured', () => {
    expect(readiness({ database: 'ok', redis: 'ok' }, false).status).toBe('ready');
    expect(readiness({ database: 'ok', redis: 'off' }, false).status).toBe('ready');
  });

  it('is not ready when a dependency is down or a shutdown began', () => {
    expect(readiness({ database: 'down', redis: 'off' }, false)).toEqual({ status: 'not-ready', checks: { database: 'down', redis: 'off' }, shuttingDown: false });
    expect(readiness({ database: 'ok', redis: 'down' }, false).status).toBe('not-ready');
    expect(readiness({ database: 'ok', redis: 'ok' }, true)).toEqual({ status: 'not-ready', checks: { database: 'ok', redis: 'ok' }, shuttingDown: true });
  });
});

describe('probeCheck', () => {
  it('says ok for an answer, down for an error or no answer in time', async () => {
    expect(await probeCheck(async () => 1)).toBe('ok');
    expect(await probeCheck(async () => Promise.reject(new Error('refused')))).toBe('down');
    expect(await probeCheck(() => new Promise(() => undefined), 20)).toBe('down');
  });
});
