import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, demo: false, logLevel: 'info' });
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('reports every bad value at once with what it got', () => {
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' });
      throw new Error('expected a ConfigError');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const msg = (err as ConfigError).message;
      expect(msg).toMatch(/PORT/);
      expect(msg).toMatch(/"eighty"/);
      expect(msg).toMatch(/LOG_LEVEL/);
    }
  });

  it('reads the pipeline lease and the queue prefix, refusing a lease too short to renew', () => {
    expect(loadConfig({})).toMatchObject({ pipelineLeaseMs: 60_000, queuePrefix: 'bull' });
    expect(loadConfig({ PIPELINE_LEASE_MS: '4000', QUEUE_PREFIX: 'iprism-staging' })).toMatchObject({ pipelineLeaseMs: 4000, queuePrefix: 'iprism-staging' });
    expect(() => loadConfig({ PIPELINE_LEASE_MS: '500' })).toThrow(/PIPELINE_LEASE_MS/);
    expect(() => loadConfig({ QUEUE_PREFIX: 'a:b' })).toThrow(/QUEUE_PREFIX/);
  });

  it('reads DEMO as a flag', () => {
    expect(loadConfig({ DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO: 'false' }).demo).toBe(false);
  });
});
