import { ConfigError, loadConfig } from './config';
import { mailSettingProblem } from './mail-setting';

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

  it('reads the file reader settings and limits, with their documented defaults, refusing nonsense', () => {
    expect(loadConfig({}).fileReaders).toEqual({
      threads: 2,
      timeoutMs: 120_000,
      heapMb: 512,
      limits: {
        zip: { maxEntries: 5000, maxExpandedBytes: 256 * 1024 * 1024, maxRatio: 100 },
        xml: { maxBytes: 64 * 1024 * 1024, maxDepth: 256 },
        pdf: { maxPages: 1000, maxDecodedBytes: 512 * 1024 * 1024 },
        csv: { maxLineBytes: 1024 * 1024 },
        ocr: { maxPages: 30, pageTimeoutMs: 30_000, documentTimeoutMs: 96_000 },
      },
    });
    expect(loadConfig({ FILE_READER_THREADS: '1', XML_MAX_DEPTH: '64', UPLOAD_MAX_PAGES: '20' }).fileReaders).toMatchObject({ threads: 1, limits: { xml: { maxDepth: 64 }, pdf: { maxPages: 20 } } });
    expect(loadConfig({ OCR_MAX_PAGES: '0', FILE_READER_TIMEOUT_MS: '300000' }).fileReaders.limits.ocr).toEqual({ maxPages: 0, pageTimeoutMs: 30_000, documentTimeoutMs: 240_000 });
    expect(() => loadConfig({ FILE_READER_THREADS: '0', ZIP_MAX_RATIO: 'high' })).toThrow(/FILE_READER_THREADS[\s\S]*ZIP_MAX_RATIO/);
  });
});

describe('secret settings and start-up rules', () => {
  it('names a bad secret setting without printing its value', () => {
    const secret = 'postgres://admin:hunter2-very-secret@db/iprism';
    let message = '';
    try {
      loadConfig({ DATABASE_URL: 'not a url hunter2', METRICS_TOKEN: 'short hunter2', CSRF_SECRET: 'hunter2' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/METRICS_TOKEN/);
    expect(message).toMatch(/CSRF_SECRET/);
    expect(message).not.toMatch(/hunter2/);
    expect(loadConfig({ DATABASE_URL: secret }).databaseUrl).toBe(secret);
  });

  it('hashes passwords at OWASP cost by default and accepts less only under NODE_ENV=test', () => {
    expect(loadConfig({}).passwordHashCost).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: '14', NODE_ENV: 'test' }).passwordHashCost).toBe(14);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '14', NODE_ENV: 'production' })).toThrow(/PASSWORD_HASH_COST: below 17/);
    expect(loadConfig({ PASSWORD_HASH_COST: '18' }).passwordHashCost).toBe(18);
  });

  it('refuses to start without SMTP outside the demo unless the outbox is chosen explicitly', () => {
    expect(mailSettingProblem(loadConfig({}))).toMatch(/SMTP_URL is not set.*MAIL_OUTBOX=1/);
    expect(mailSettingProblem(loadConfig({ MAIL_OUTBOX: '1' }))).toBeNull();
    expect(mailSettingProblem(loadConfig({ DEMO: '1' }))).toBeNull();
    expect(mailSettingProblem(loadConfig({ SMTP_URL: 'smtp://mail.example:25' }))).toBeNull();
  });
});
