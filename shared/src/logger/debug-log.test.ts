import { DEBUG_LEVELS, DEBUG_LOG_CAPACITY, DEBUG_LOG_DEFAULT_LEVEL, DebugLog, isLevelRecorded } from './debug-log';

describe('DebugLog', () => {
  it('has the SPEC §9 levels, capacity and default level', () => {
    expect(DEBUG_LEVELS).toEqual(['DEBUG', 'INFO', 'WARN', 'ERROR']);
    expect(DEBUG_LOG_CAPACITY).toBe(1000);
    expect(DEBUG_LOG_DEFAULT_LEVEL).toBe('WARN');
    expect(new DebugLog().level).toBe('WARN');
  });

  it('does not record entries below the default WARN level', () => {
    const log = new DebugLog();
    expect(log.debug('ui', 'hidden')).toBeNull();
    expect(log.info('ui', 'hidden')).toBeNull();
    log.warn('ui', 'kept');
    log.error('ui', 'kept too');
    expect(log.entries().map((e) => e.level)).toEqual(['WARN', 'ERROR']);
  });

  it('records lower levels once the level is lowered', () => {
    const log = new DebugLog();
    log.setLevel('DEBUG');
    log.debug('ui', 'now kept');
    expect(log.entries()).toHaveLength(1);
    log.setLevel('ERROR');
    expect(log.warn('ui', 'dropped')).toBeNull();
    expect(log.entries()).toHaveLength(1);
  });

  it('compares levels in order', () => {
    expect(isLevelRecorded('ERROR', 'WARN')).toBe(true);
    expect(isLevelRecorded('WARN', 'WARN')).toBe(true);
    expect(isLevelRecorded('INFO', 'WARN')).toBe(false);
    expect(isLevelRecorded('DEBUG', 'DEBUG')).toBe(true);
  });

  it('keeps at most the newest 1000 entries', () => {
    const log = new DebugLog();
    for (let i = 0; i < 1005; i++) log.warn('load', `m${i}`);
    expect(log.entries()).toHaveLength(1000);
    expect(log.entries()[0]?.message).toBe('m5');
    expect(log.entries()[999]?.message).toBe('m1004');
  });

  it('records timestamp, level, category, message, data and a unique id', () => {
    const log = new DebugLog({ now: () => new Date('2026-01-02T03:04:05Z') });
    const a = log.warn('upload', 'slow', { ms: 900 });
    const b = log.warn('upload', 'slow');
    expect(a).toMatchObject({ timestamp: '2026-01-02T03:04:05.000Z', level: 'WARN', category: 'upload', message: 'slow', data: { ms: 900 } });
    expect(b && 'data' in b).toBe(false);
    expect(a?.id).not.toBe(b?.id);
  });

  it('adds a stack on ERROR entries only, preferring the stack of an Error passed as data', () => {
    const log = new DebugLog();
    expect(log.warn('x', 'no stack')?.stack).toBeUndefined();
    expect(log.error('x', 'own stack')?.stack).toContain('own stack');
    const err = new Error('boom');
    expect(log.error('x', 'wrapped', err)?.stack).toBe(err.stack);
  });

  it('records nothing while disabled', () => {
    let on = false;
    const log = new DebugLog({ enabled: () => on });
    expect(log.error('x', 'off')).toBeNull();
    on = true;
    log.error('x', 'on');
    expect(log.entries().map((e) => e.message)).toEqual(['on']);
  });

  it('notifies subscribers on record and clear, until unsubscribed', () => {
    const log = new DebugLog();
    const listener = jest.fn();
    const off = log.subscribe(listener);
    log.warn('x', 'a');
    log.info('x', 'below level');
    log.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(log.entries()).toHaveLength(0);
    off();
    log.warn('x', 'b');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
