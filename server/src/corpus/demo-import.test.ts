import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { openTestDatabase } from '../../test/test-database';
import { countPatents } from '../db/repositories/patents';
import { importDemoCorpus } from './demo-import';
import { SHARED_DATA } from './test-data';

/** Collects what the import logs, as Fastify's logger would print it. */
function recordingLog(): { log: FastifyBaseLogger; messages: string[] } {
  const messages: string[] = [];
  const write = (_: unknown, message?: string) => messages.push(message ?? String(_));
  const log = { info: write, warn: write, error: write } as unknown as FastifyBaseLogger;
  return { log, messages };
}

describe('demo corpus import', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => db.close());

  const dir = mkdtempSync(join(tmpdir(), 'iprism-demo-corpus-'));
  cpSync(join(SHARED_DATA, 'patentsview-abstracts-koehrsen', 'baseball_patent_query.csv'), join(dir, 'baseball.csv'));

  it('does nothing without DEMO, with the import switched off, or when the folder is absent', async () => {
    const { log, messages } = recordingLog();
    expect(await importDemoCorpus(db, { demo: false, corpusDemo: { import: true, dir } }, log)).toBeNull();
    expect(await importDemoCorpus(db, { demo: true, corpusDemo: { import: false, dir } }, log)).toBeNull();
    expect(await importDemoCorpus(db, { demo: true, corpusDemo: { import: true, dir: join(dir, 'absent') } }, log)).toBeNull();
    expect(messages).toEqual(['demo corpus folder not found; the patent corpus stays empty']);
    expect(await countPatents(db)).toBe(0);
  });

  it('fills an empty corpus while the database keeps answering, then leaves a filled corpus alone', async () => {
    const { log, messages } = recordingLog();
    const running = importDemoCorpus(db, { demo: true, corpusDemo: { import: true, dir } }, log);
    let finished = false;
    void running.then(() => (finished = true));
    // Another request meanwhile is answered between two batches, not after the whole import.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answered = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM patents`);
    expect(finished).toBe(false);
    expect(answered.rows[0]!.n).toBeLessThan(2664);
    const summary = await running;
    expect(summary).toMatchObject({ status: 'completed', imported: 2664 });
    expect(messages).toEqual(expect.arrayContaining(['importing the demo patent corpus in the background', 'demo corpus import finished']));
    expect(await importDemoCorpus(db, { demo: true, corpusDemo: { import: true, dir } }, log)).toBeNull();
  });
});
