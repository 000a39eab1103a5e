import { join } from 'node:path';
import type { PatentSearchQuery } from '@iprism/shared/contracts';
import { PatentSearchRequestSchema } from '@iprism/shared/contracts';
import { REPO_ROOT } from '../../src/platform/config/config';
import type { CorpusRecord } from '../../src/modules/corpus/record';
import type { Db } from '../../src/platform/db/db';
import { upsertPatents } from '../../src/modules/corpus/repositories/patents';
import { openTestDatabase } from '../test-database';
import { createPostgresPatentSearch, type SemanticRanker } from '../../src/modules/search/postgres-patent-search';
import { googlePatentsRecords, patentsViewRecords, type SampleRecord } from '../../src/modules/search/sample-corpus';
import { insertRecords } from '../../src/modules/search/repositories/sample-patents';

const DATA = join(REPO_ROOT, '..', 'shared', 'data');

const query = (input: Parameters<typeof PatentSearchRequestSchema.parse>[0]): PatentSearchQuery => PatentSearchRequestSchema.parse(input);

const record = (over: Partial<SampleRecord> & { publicationNumber: string }): SampleRecord => ({
  country: 'US',
  number: over.publicationNumber.replace(/^US|[A-Z]\d?$/g, ''),
  kind: 'B2',
  title: '',
  abstract: '',
  claims: '',
  description: '',
  publicationDate: '2015-01-01',
  cpc: [],
  ...over,
});

/** Full-text search on an in-memory PGlite over real records from ../shared/data. */
describe('PostgresPatentSearch (full text on PGlite)', () => {
  let db: Db;
  let real: SampleRecord[];
  const search = () => createPostgresPatentSearch({ db });

  beforeAll(async () => {
    db = await openTestDatabase();
    const pv = patentsViewRecords(DATA);
    real = [...googlePatentsRecords(DATA).slice(0, 1500), ...pv.slice(0, 700), ...pv.slice(-700)];
    await insertRecords(db, real);
    // Real abstract text with one phrase placed in a chosen field: the weighting decides the order.
    const base = real.find((r) => r.country === 'US' && r.abstract.length > 300)!.abstract;
    await insertRecords(db, [
      record({ publicationNumber: 'US90000001B2', title: 'Gyroscopic stabiliser for a handheld camera', abstract: base }),
      record({ publicationNumber: 'US90000002B2', title: 'Image capture device', abstract: base, description: 'The gyroscopic stabiliser keeps the handheld camera level.' }),
      record({ publicationNumber: 'US90000003B2', title: 'Image capture device', abstract: base, claims: '1. A handheld camera comprising a gyroscopic stabiliser.' }),
      record({ publicationNumber: 'US90000004B2', title: 'Tag soup', abstract: 'A flywheel governor <script>alert("x")</script> & "quoted" tag-laden abstract.' }),
    ]);
  }, 120_000);
  afterAll(() => db.close());

  it('finds real records by their subject (baseball vs neural networks)', async () => {
    const res = await search().search(query({ query: 'baseball bat with a weighted barrel' }));
    expect(res.mode).toBe('fulltext');
    expect(res.total).toBeGreaterThan(20);
    expect(res.results).toHaveLength(20);
    const top = res.results.slice(0, 10);
    expect(top.every((h) => /bat|ball|barrel/i.test(h.title + h.snippet))).toBe(true);
    expect(top.some((h) => /neural/i.test(h.title))).toBe(false);
  });

  it('ranks a title match above a claims match above a description match', async () => {
    const res = await search().search(query({ query: 'gyroscopic stabiliser' }));
    expect(res.results.slice(0, 3).map((h) => h.publicationNumber)).toEqual(['US90000001B2', 'US90000003B2', 'US90000002B2']);
    expect(res.results[0]!.score).toBeGreaterThan(res.results[1]!.score);
  });

  it('accepts a whole claim as the query (OR semantics over its terms)', async () => {
    const claim =
      '1. A method for searching a protein sequence database, comprising: transforming each protein sequence into a sequence of vector representations using a learned embedding model; transforming a query sequence into vector representations; and searching in the vector space for sequences homologous to the query.';
    const res = await search().search(query({ query: claim }));
    expect(res.total).toBeGreaterThan(0);
    expect(res.results[0]!.title).toMatch(/protein/i);
  });

  it('filters by publication date before a cut-off and leaves undated documents out', async () => {
    const res = await search().search(query({ query: 'neural network', filters: { publishedBefore: '1995-01-01' }, pageSize: 100 }));
    expect(res.results.length).toBeGreaterThan(0);
    expect(res.results.every((h) => h.publicationDate !== null && h.publicationDate < '1995-01-01')).toBe(true);
    const all = await search().search(query({ query: 'neural network' }));
    expect(all.total).toBeGreaterThan(res.total);
  });

  it('filters by CPC prefix (spaces and case ignored)', async () => {
    const res = await search().search(query({ query: 'neural network training', filters: { cpc: 'g06n 3/0' }, pageSize: 100 }));
    expect(res.results.length).toBeGreaterThan(0);
    expect(res.results.every((h) => h.cpc.some((s) => s.startsWith('G06N3/0')))).toBe(true);
    const none = await search().search(query({ query: 'neural network training', filters: { cpc: 'B99Z' } }));
    expect(none.total).toBe(0);
  });

  it('filters by country and kind', async () => {
    const cn = await search().search(query({ query: 'neural network model', filters: { country: 'cn' }, pageSize: 50 }));
    expect(cn.results.length).toBeGreaterThan(0);
    expect(cn.results.every((h) => h.country === 'CN')).toBe(true);
    const a1 = await search().search(query({ query: 'neural network model', filters: { kind: 'A1' }, pageSize: 50 }));
    expect(a1.results.length).toBeGreaterThan(0);
    expect(a1.results.every((h) => h.kind === 'A1')).toBe(true);
  });

  it('marks matched terms in the snippet and escapes everything else', async () => {
    const res = await search().search(query({ query: 'flywheel governor' }));
    const hit = res.results.find((h) => h.publicationNumber === 'US90000004B2')!;
    expect(hit.snippet).toContain('<mark>flywheel</mark> <mark>governor</mark>');
    expect(hit.snippet).not.toMatch(/<(?!\/?mark>)/);
    expect(hit.snippet).toContain('&amp;');
    expect(hit.snippet).toContain('&quot;quoted&quot;');
    expect(hit.snippet).not.toContain('<script');
  });

  it('pages through the ranking with a stable total', async () => {
    const one = await search().search(query({ query: 'baseball', page: 1, pageSize: 10 }));
    const two = await search().search(query({ query: 'baseball', page: 2, pageSize: 10 }));
    expect(two.total).toBe(one.total);
    expect(two.page).toBe(2);
    const ids = new Set(one.results.map((h) => h.publicationNumber));
    expect(two.results.some((h) => ids.has(h.publicationNumber))).toBe(false);
    expect(two.results[0]!.score).toBeLessThanOrEqual(one.results.at(-1)!.score);
    const past = await search().search(query({ query: 'baseball', page: 500, pageSize: 10 }));
    expect(past.results).toEqual([]);
    expect(past.total).toBe(one.total);
  });

  it('keeps the search index in step with every write to the corpus (re-import, CPC change, removal)', async () => {
    const numbers = async (text: string, cpc?: string) => (await search().search(query({ query: text, filters: cpc ? { cpc } : {} }))).results.map((h) => h.publicationNumber);
    const imported: CorpusRecord = {
      publicationNumber: 'US90000005B2', country: 'US', number: '90000005', kind: 'B2', title: 'Peristaltic dosing pump', abstract: '', claims: '', description: '',
      publicationDate: '2016-03-01', filingDate: null, priorityDate: null, cpc: ['F04B43/12'], ipc: [], applicants: [], inventors: [], citations: [], familyKeys: [], source: 'test',
    };
    await upsertPatents(db, [imported]);
    expect(await numbers('peristaltic', 'F04B')).toEqual(['US90000005B2']);

    await upsertPatents(db, [{ ...imported, title: 'Diaphragm metering valve', cpc: ['F16K7/12'] }]);
    expect(await numbers('peristaltic')).toEqual([]);
    expect(await numbers('diaphragm metering', 'F16K')).toContain('US90000005B2');
    expect(await numbers('diaphragm metering', 'F04B')).not.toContain('US90000005B2');

    await db.query(`DELETE FROM patents WHERE publication_number = 'US90000005B2'`);
    expect(await numbers('diaphragm metering')).not.toContain('US90000005B2');
  });

  it('answers nothing for a query of stop words only, without vectors', async () => {
    const res = await search().search(query({ query: 'the of and' }));
    expect(res).toEqual({ results: [], total: 0, page: 1, pageSize: 20, mode: 'fulltext' });
  });

  it('lists the documents of a main group before a date, newest first, whatever words they use', async () => {
    await insertRecords(db, [
      record({ publicationNumber: 'US91000001B2', title: 'Pedal crank', abstract: 'A crank arm.', publicationDate: '2010-03-01', cpc: ['B62M3/00'] }),
      record({ publicationNumber: 'US91000002B2', title: 'Chain guard', abstract: 'A guard.', publicationDate: '2012-05-01', cpc: ['B62M3/08', 'B62J13/00'] }),
      record({ publicationNumber: 'US91000003B2', title: 'Crank set', abstract: 'A later crank.', publicationDate: '2019-01-01', cpc: ['B62M3/00'] }),
      // B62M30 is another main group: the prefix stops at the slash.
      record({ publicationNumber: 'US91000004B2', title: 'Other group', abstract: 'Not this one.', publicationDate: '2011-01-01', cpc: ['B62M30/00'] }),
    ]);
    const hits = await search().inGroups(['B62M3'], { publishedBefore: '2015-01-01' }, 10);
    expect(hits.map((h) => h.publicationNumber)).toEqual(['US91000002B2', 'US91000001B2']);
    expect(hits[0]).toMatchObject({ title: 'Chain guard', publicationDate: '2012-05-01', cpc: expect.arrayContaining(['B62M3/08']) });
    expect(await search().inGroups([], {}, 10)).toEqual([]);
  });

  describe('fused with a vector ranking', () => {
    const vectorOnly = 'US90000004B2';
    const semantic = (ready: boolean): SemanticRanker => ({
      ready: () => ready,
      nearest: async () => [
        { id: vectorOnly, score: 0.9 },
        { id: 'US90000002B2', score: 0.8 },
      ],
    });

    it('merges both rankings by reciprocal rank fusion and counts vector-only hits in the total', async () => {
      const ft = await search().search(query({ query: 'gyroscopic stabiliser' }));
      const res = await createPostgresPatentSearch({ db, semantic: semantic(true) }).search(query({ query: 'gyroscopic stabiliser' }));
      expect(res.mode).toBe('fused');
      expect(res.total).toBe(ft.total + 1);
      // US90000002B2: rank 3 in full text + rank 2 in vectors beats rank 1 in full text alone.
      expect(res.results.slice(0, 3).map((h) => h.publicationNumber)).toEqual(['US90000002B2', 'US90000001B2', vectorOnly]);
      expect(res.results[0]!.score).toBeCloseTo(1 / 63 + 1 / 62);
    });

    it('stays full text while vectors are not ready, and when the vector side fails', async () => {
      expect((await createPostgresPatentSearch({ db, semantic: semantic(false) }).search(query({ query: 'gyroscopic' }))).mode).toBe('fulltext');
      const errors: unknown[] = [];
      const failing: SemanticRanker = { ready: () => true, nearest: () => Promise.reject(new Error('encoder down')) };
      const res = await createPostgresPatentSearch({ db, semantic: failing, onSemanticError: (e) => errors.push(e) }).search(query({ query: 'gyroscopic' }));
      expect(res.mode).toBe('fulltext');
      expect(errors).toHaveLength(1);
    });

    it('falls to the vector ranking alone when no word is searchable', async () => {
      const res = await createPostgresPatentSearch({ db, semantic: semantic(true) }).search(query({ query: 'the one with the' }));
      expect(res.mode).toBe('vector');
      expect(res.results.map((h) => h.publicationNumber)).toEqual([vectorOnly, 'US90000002B2']);
      expect(res.results[0]!.snippet).toBe('A flywheel governor &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quoted&quot; tag-laden abstract.');
    });
  });
});
