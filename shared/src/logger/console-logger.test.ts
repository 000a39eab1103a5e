import { ConsoleLogger, LOG_STORAGE_KEY, type StorageLike } from './console-logger';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('ConsoleLogger', () => {
  it('keeps the last 500 entries in memory', () => {
    const logger = new ConsoleLogger();
    for (let i = 0; i < 520; i++) logger.info('test', `m${i}`);
    expect(logger.entries()).toHaveLength(500);
    expect(logger.entries()[0]?.message).toBe('m20');
  });

  it('saves the newest 100 to storage and restores them', () => {
    const storage = memoryStorage();
    const logger = new ConsoleLogger({ storage });
    for (let i = 0; i < 150; i++) logger.warn('test', `m${i}`);
    const saved = JSON.parse(storage.data.get(LOG_STORAGE_KEY) ?? '[]') as { message: string }[];
    expect(saved).toHaveLength(100);
    expect(saved[0]?.message).toBe('m50');
    expect(new ConsoleLogger({ storage }).entries()).toHaveLength(100);
  });

  it('records timestamp, level, category, message, data and id', () => {
    const logger = new ConsoleLogger({ now: () => new Date('2026-01-02T03:04:05Z') });
    const entry = logger.error('upload', 'failed', { size: 3 });
    expect(entry).toMatchObject({ timestamp: '2026-01-02T03:04:05.000Z', level: 'error', category: 'upload', message: 'failed', data: { size: 3 } });
    expect(entry.id).toBeTruthy();
  });

  it('survives corrupt storage', () => {
    const storage = memoryStorage();
    storage.setItem(LOG_STORAGE_KEY, '{not json');
    expect(new ConsoleLogger({ storage }).entries()).toHaveLength(0);
  });
});
