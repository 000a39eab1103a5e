import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../platform/db/db';
import { testReaders } from '../../../test/file-readers';
import { openTestDatabase } from '../../../test/test-database';
import { listCorpusImports } from './repositories/corpus-imports';
import { corpusStatusCounts, upsertPatents } from './repositories/patents';
import { termShares } from '../search/repositories/fulltext';
import { importCorpus, type ImportProgress } from './import-corpus';
import { buildRecord, type CorpusRecord } from './record';
import { SHARED_DATA } from './test-data';

/** A small corpus folder of real files in three formats, plus a file nobody can read. */
function corpusFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'iprism-corpus-'));
  cpSync(join(SHARED_DATA, 'uspto-xml-go-uspto-testdata'), join(dir, 'uspto'), { recursive: true });
  cpSync(join(SHARED_DATA, 'patent-client-fixtures', 'uspto-ppubs', 'doc.json'), join(dir, 'ppubs', 'doc.json'));
  cpSync(join(SHARED_DATA, 'ipstreet-single-claims', 'single_claim.tsv'), join(dir, 'claims.tsv'));
  writeFileSync(join(dir, 'notes.bin'), Buffer.from([0, 1, 2, 3]));
  return dir;
}

// One reader thread for the file (an import without one starts and stops its own).
describe('importCorpus', () => {
  // Whole imports through a reader thread that first loads its readers: tens of seconds on a busy 2-core machine.
  jest.setTimeout(120_000);

  let db: Db;
  beforeEach(async () => {
    db = await openTestDatabase();
  });
  afterEach(async () => db.close());

  const count = async (sql: string): Promise<number> => (await db.query<{ n: number }>(sql)).rows[0]!.n;

  it('imports a folder once; importing it again updates and never duplicates', async () => {
    const dir = corpusFolder();
    const progress: ImportProgress[] = [];
    const first = await importCorpus(db, dir, { onProgress: (p) => progress.push(p), batchSize: 7, readers: testReaders() });
    // 16 XML documents (test.xml repeats one of the single files) + 31 PPUBS documents.
    expect(first).toMatchObject({ status: 'completed', imported: 15 + 31, updated: 1, rejected: 399 });
    expect(first.skipped).toEqual([{ file: 'notes.bin', reason: 'binary file' }]);
    expect(first.rejections[0]).toEqual({ record: '13915223 (claims.tsv line 1)', reason: '13915223 is an application number; a corpus record needs a publication number' });
    expect(progress.at(-1)).toMatchObject({ filesDone: 18, filesTotal: 18, imported: 46 });
    expect(await count(`SELECT count(*)::int AS n FROM patents`)).toBe(46);

    const second = await importCorpus(db, dir, { readers: testReaders() });
    expect(second).toMatchObject({ imported: 0, updated: 47, rejected: 399 });
    expect(await count(`SELECT count(*)::int AS n FROM patents`)).toBe(46);
    expect(await count(`SELECT count(*)::int AS n FROM patent_cpc WHERE publication_number = 'US11147202B2'`)).toBe(await count(`SELECT cardinality(cpc) AS n FROM patents WHERE publication_number = 'US11147202B2'`));
    expect(await count(`SELECT count(*)::int AS n FROM patent_cpc WHERE publication_number = 'US11147202B2'`)).toBeGreaterThan(3);

    const history = await listCorpusImports(db);
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ status: 'completed', imported: 0, updated: 47, rejected: 399, error: null });
    expect(history[1]!.rejections[0]!.reason).toMatch(/application number/);
    expect(history[0]!.finishedAt).not.toBeNull();

    const status = await corpusStatusCounts(db);
    expect(status.documents).toBe(46);
    expect(status.byCountry).toEqual([{ country: 'US', documents: 46 }]);
    expect(status.cpcSymbols).toBeGreaterThan(100);
  });

  it('leaves planner statistics behind, so search can tell common terms from rare ones', async () => {
    expect(await termShares(db, ['claim'])).toEqual(new Map([['claim', 0]]));
    await importCorpus(db, corpusFolder(), { readers: testReaders() });
    expect(await count(`SELECT count(*)::int AS n FROM pg_stats WHERE tablename = 'patent_search' AND attname = 'search_doc' AND most_common_elems IS NOT NULL`)).toBe(1);
    // "method" is in most of these US documents; a made-up word is in none.
    const shares = await termShares(db, ['method', 'zzyzx']);
    expect(shares.get('method')).toBeGreaterThan(0.1);
    expect(shares.get('zzyzx')).toBe(0);
  });

  it('merges: a biblio-only record keeps the claims, abstract and CPC already stored', async () => {
    const full = buildRecord({ rawNumber: 'US11147202B2', title: 'Old title', abstract: 'An abstract.', claims: '1. A thing.', cpc: ['A01B1/243'], publicationDate: '2021-10-19' }, 'a', 'uspto-xml');
    const biblio = buildRecord({ rawNumber: 'US 11,147,202 B2', title: 'New title', filingDate: '2018-12-26' }, 'b', 'epo-ops-xml');
    expect(await upsertPatents(db, ['record' in full ? full.record : ({} as CorpusRecord)])).toEqual({ inserted: 1, updated: 0 });
    expect(await upsertPatents(db, ['record' in biblio ? biblio.record : ({} as CorpusRecord)])).toEqual({ inserted: 0, updated: 1 });
    const { rows } = await db.query<Record<string, unknown>>(`SELECT title, abstract, claims, cpc, to_char(publication_date, 'YYYY-MM-DD') AS pub, to_char(filing_date, 'YYYY-MM-DD') AS filed, source FROM patents`);
    expect(rows).toEqual([{ title: 'New title', abstract: 'An abstract.', claims: '1. A thing.', cpc: ['A01B1/243'], pub: '2021-10-19', filed: '2018-12-26', source: 'uspto-xml,epo-ops-xml' }]);
    expect(await count(`SELECT count(*)::int AS n FROM patent_cpc`)).toBe(1);
  });

  it('counts a publication repeated within one batch as one insert and one update', async () => {
    const a = buildRecord({ rawNumber: 'EP1000000A1', title: 'T' }, 'a', 'x');
    const b = buildRecord({ rawNumber: 'EP1000000A1', abstract: 'Abs' }, 'b', 'y');
    const records = [a, b].map((item) => ('record' in item ? item.record : ({} as CorpusRecord)));
    expect(await upsertPatents(db, records)).toEqual({ inserted: 1, updated: 1 });
    expect((await db.query(`SELECT title, abstract FROM patents`)).rows).toEqual([{ title: 'T', abstract: 'Abs' }]);
  });

  it('loads the CPC scheme folder it meets into cpc_scheme', async () => {
    const summary = await importCorpus(db, join(SHARED_DATA, 'cpc-scheme-2019-08'), { readers: testReaders() });
    expect(summary.cpcSymbols).toBe(10530);
    expect(summary.imported).toBe(0);
    expect((await db.query(`SELECT symbol, kind, parent FROM cpc_scheme WHERE symbol IN ('H', 'H04', 'H04W', 'H04W4/00') ORDER BY sort_key`)).rows).toEqual([
      { symbol: 'H', kind: 'section', parent: null },
      { symbol: 'H04', kind: 'class', parent: 'H' },
      { symbol: 'H04W', kind: 'subclass', parent: 'H04' },
      { symbol: 'H04W4/00', kind: 'group', parent: 'H04W' },
    ]);
    // The subclass sample files are not imported as scheme rows beyond main groups, and say so.
    expect(summary.skipped.map((s) => s.file).sort()).toEqual(['cpc-scheme-A01B.xml', 'cpc-scheme-B60L.xml', 'cpc-scheme-G06N.xml', 'cpc-scheme-H04W.xml'].map((f) => `subclass-xml-samples/${f}`));
  });

  it('records a failed run with its error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'iprism-corpus-'));
    writeFileSync(join(dir, 'broken.tsv'), 'symbol\tkind\tlevel\tparent\ttitle\nA\tsection\tx\t\tT\n');
    await db.exec(`DROP TABLE cpc_scheme`);
    const summary = await importCorpus(db, dir, { readers: testReaders() });
    expect(summary.status).toBe('failed');
    expect((await listCorpusImports(db))[0]).toMatchObject({ status: 'failed', error: expect.stringMatching(/cpc_scheme/) });
  });
});
