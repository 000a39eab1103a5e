import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FileRefusedError } from '../../../platform/file-readers/file-refusal';
import { DEFAULT_READER_LIMITS } from '../../../platform/file-readers/reader-settings';
import { gzipExpandedLimit } from '../../../platform/file-readers/caps/gzip-caps';
import { readCorpusHead, readCorpusText } from './open-file';
import { readCorpusFile } from './read-file';

const dir = mkdtempSync(join(tmpdir(), 'iprism-open-file-'));
const file = (name: string, bytes: Buffer | string): string => {
  writeFileSync(join(dir, name), bytes);
  return join(dir, name);
};

describe('corpus files, plain or gzip-compressed', () => {
  it('reads a gzip file by its first bytes, whatever its name', async () => {
    const path = file('plain-name.csv', gzipSync('patent_number,patent_title,patent_abstract,patent_date\n'));
    expect(await readCorpusText(path)).toBe('patent_number,patent_title,patent_abstract,patent_date\n');
  });

  it('reads the head on to the second line, within its maximum', async () => {
    const long = `{"a":"${'x'.repeat(200_000)}"}`;
    const path = file('long.jsonl.gz', gzipSync(`${long}\n{"b":1}\n{"c":2}\n`));
    expect((await readCorpusHead(path, 1024, 1 << 20)).split('\n').slice(0, 2)).toEqual([long, '{"b":1}']);
    expect((await readCorpusHead(path, 1024, 4096)).length).toBe(4096);
  });

  it('refuses a gzip bomb once it unpacks past the ratio cap, before reading it all', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20));
    const limit = gzipExpandedLimit(bomb.length, DEFAULT_READER_LIMITS.zip);
    expect(limit).toBe(bomb.length * DEFAULT_READER_LIMITS.zip.maxRatio);
    expect(limit).toBeLessThan(8 * 1024 * 1024);
    const path = file('bomb.csv.gz', bomb);
    await expect(readCorpusText(path)).rejects.toEqual(new FileRefusedError({ reason: 'gzipExpandedSize', limit }));
  });

  it('reads iPrism record lines back into records, checked as any row', async () => {
    const line = (over: Record<string, unknown>) => JSON.stringify({ publicationNumber: 'US9400000B2', title: 'Vehicle', abstract: 'A vehicle with a modular battery pack that slides out for exchange.', claims: '1. A vehicle comprising a battery.', description: '', publicationDate: '2016-07-26', filingDate: null, priorityDate: null, cpc: ['B60L 53/80', 'B60L'], ipc: [], applicants: [], inventors: [], citations: [], source: 'uspto-xml', ...over });
    const path = file('records.jsonl.gz', gzipSync([line({}), line({ publicationNumber: 'not a number' }), line({ cpc: 'B60L' })].join('\n')));
    const read = await readCorpusFile(path, 'records.jsonl.gz', 'jsonl', await readCorpusHead(path, 1024, 1 << 20));
    if ('skipped' in read) throw new Error(read.skipped);
    expect(read.layout).toBe('iPrism corpus records');
    const items = [];
    for await (const item of read.items) items.push(item);
    expect(items[0]).toMatchObject({ record: { publicationNumber: 'US9400000B2', kind: 'B2', cpc: ['B60L53/80', 'B60L'], source: 'uspto-xml', publicationDate: '2016-07-26' } });
    expect(items[1]).toEqual({ rejection: { record: 'not a number (records.jsonl.gz line 2)', reason: '"not a number" is not a publication number' } });
    expect(items[2]).toMatchObject({ rejection: { record: 'records.jsonl.gz line 3', reason: expect.stringContaining('cpc') } });
  });
});
