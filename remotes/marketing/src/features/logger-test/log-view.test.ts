import { LOG_STORAGE_KEY, type LogEntry } from '@iprism/shared/logger';
import { buildLogExport, exportFileName, parseDataInput, previewData, readSavedEntries, viewRows } from './log-view';

const entry = (id: string, level: LogEntry['level']): LogEntry => ({ id, timestamp: '2026-11-01T10:00:00.000Z', level, category: 'test', message: id });

describe('viewRows', () => {
  const entries = [entry('a', 'debug'), entry('b', 'info'), entry('c', 'warn'), entry('d', 'error')];
  it('shows every level newest first, with upper-case levels', () => {
    expect(viewRows(entries, 'ALL').map((r) => [r.id, r.level])).toEqual([
      ['d', 'ERROR'],
      ['c', 'WARN'],
      ['b', 'INFO'],
      ['a', 'DEBUG'],
    ]);
  });
  it('keeps entries at or above the filter level', () => {
    expect(viewRows(entries, 'WARN').map((r) => r.id)).toEqual(['d', 'c']);
    expect(viewRows(entries, 'ERROR').map((r) => r.id)).toEqual(['d']);
  });
});

describe('readSavedEntries', () => {
  it('reads the saved list and survives junk', () => {
    const storage = (value: string | null) => ({ getItem: (k: string) => (k === LOG_STORAGE_KEY ? value : null) });
    expect(readSavedEntries(storage(JSON.stringify([entry('a', 'info')])))).toHaveLength(1);
    expect(readSavedEntries(storage('{oops'))).toEqual([]);
    expect(readSavedEntries(storage('{"a":1}'))).toEqual([]);
    expect(readSavedEntries(storage(null))).toEqual([]);
    expect(readSavedEntries(null)).toEqual([]);
  });
});

describe('parseDataInput', () => {
  it('reads JSON, allows empty and rejects the rest', () => {
    expect(parseDataInput(' {"a":1} ')).toEqual({ ok: true, data: { a: 1 } });
    expect(parseDataInput('')).toEqual({ ok: true, data: undefined });
    expect(parseDataInput('{a:1}')).toMatchObject({ ok: false });
  });
});

describe('previewData', () => {
  it('shortens long data and shows nothing for none', () => {
    expect(previewData(undefined)).toBe('');
    expect(previewData({ a: 1 })).toBe('{"a":1}');
    expect(previewData('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('buildLogExport', () => {
  it('writes every buffer, keeps errors readable and cuts cycles', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const json = buildLogExport({
      exportedAt: '2026-11-01T10:00:00.000Z',
      userAgent: 'jest',
      debugMode: true,
      memory: [{ ...entry('a', 'error'), data: new Error('boom') }],
      saved: [{ ...entry('b', 'warn'), data: cyclic }],
      debug: [],
    });
    const parsed = JSON.parse(json) as { memory: { level: string; data: { message: string } }[]; saved: { data: { self: string } }[]; debugMode: boolean };
    expect(parsed.debugMode).toBe(true);
    expect(parsed.memory[0]).toMatchObject({ level: 'ERROR', data: { message: 'boom' } });
    expect(parsed.saved[0]?.data.self).toBe('[Circular]');
  });
  it('names the file after the time', () => {
    expect(exportFileName(new Date('2026-11-01T10:00:00.000Z'))).toBe('iprism-logs-2026-11-01T10-00-00-000Z.json');
  });
});
