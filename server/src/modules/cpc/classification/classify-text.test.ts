import type { PatentHit, PatentSearchQuery, PatentSearchResponse } from '@iprism/shared/contracts';
import type { Db } from '../../../platform/db/db';
import { openTestDatabase } from '../../../../test/test-database';
import type { PatentSearch } from '../../search/patent-search';
import { insertCorpus, insertScheme, readCorpusSlice, readSchemeSlice, type CorpusDoc } from '../../../../test/cpc-fixtures';
import { classifyText } from './classify-text';
import { subclassOf } from '../cpc-symbol';

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);

/** Nearest neighbours by word overlap: a stand-in for the real search, ranking real documents. */
class OverlapSearch implements PatentSearch {
  readonly queries: PatentSearchQuery[] = [];
  constructor(private readonly docs: readonly CorpusDoc[]) {}
  async inGroups(): Promise<PatentHit[]> {
    return [];
  }
  async search(query: PatentSearchQuery): Promise<PatentSearchResponse> {
    this.queries.push(query);
    const q = words(query.query);
    const scored = this.docs
      .map((d) => ({ d, score: [...words(`${d.title} ${d.abstract}`)].filter((w) => q.has(w)).length }))
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score || a.d.publicationNumber.localeCompare(b.d.publicationNumber));
    const results: PatentHit[] = scored.slice(0, query.pageSize).map(({ d, score }) => ({
      publicationNumber: d.publicationNumber,
      country: d.country,
      number: d.number,
      kind: d.kind,
      title: d.title,
      snippet: '',
      score,
      publicationDate: null,
      filingDate: null,
      priorityDate: null,
      cpc: d.cpc,
    }));
    return { results, total: scored.length, page: 1, pageSize: query.pageSize, mode: 'fulltext' };
  }
}

describe('classifyText (real scheme and corpus on PGlite)', () => {
  let db: Db;
  let docs: CorpusDoc[];
  let heldOut: CorpusDoc;

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('predicts nothing without a scheme or a corpus', async () => {
    expect(await classifyText({ db, search: null }, 'A quantum computer with superconducting qubits')).toEqual([]);
    expect(await classifyText({ db, search: new OverlapSearch([]) }, 'A quantum computer with superconducting qubits')).toEqual([]);
  });

  describe('with the scheme and 400 documents', () => {
    beforeAll(async () => {
      await insertScheme(db, readSchemeSlice(['G06N', 'G06F', 'H04L', 'G10L', 'G06K', 'G06T']));
      const all = readCorpusSlice(401);
      heldOut = all.find((d) => d.cpc.some((s) => s.startsWith('G10L')))!;
      docs = all.filter((d) => d !== heldOut);
      await insertCorpus(db, docs);
    });

    it('ranks the held-out document’s own subclasses first, with scheme titles and confidences best first', async () => {
      const search = new OverlapSearch(docs);
      const predictions = await classifyText({ db, search }, `${heldOut.title}. ${heldOut.abstract}`);
      expect(search.queries[0]).toMatchObject({ filters: {}, page: 1, pageSize: 20 });
      expect(predictions.length).toBeGreaterThan(1);
      expect(predictions.length).toBeLessThanOrEqual(5);
      const own = new Set(heldOut.cpc.map(subclassOf));
      expect(own.has(predictions[0]!.symbol)).toBe(true);
      expect(predictions.map((p) => p.symbol)).toContain('G10L');
      for (const p of predictions) {
        expect(p.score).toBeGreaterThan(0);
        expect(p.score).toBeLessThanOrEqual(1);
      }
      expect([...predictions].sort((a, b) => b.score - a.score)).toEqual(predictions);
      expect(predictions.find((p) => p.symbol === 'G10L')?.title).toMatch(/^SPEECH ANALYSIS/);
    });

    it('falls back on the scheme titles when no search is attached', async () => {
      const predictions = await classifyText({ db, search: null }, 'Quantum computers with superconducting qubits for machine learning');
      expect(predictions[0]).toMatchObject({ symbol: 'G06N', title: 'COMPUTER SYSTEMS BASED ON SPECIFIC COMPUTATIONAL MODELS' });
      expect(predictions[0]!.score).toBeGreaterThan(predictions[1]!.score);
    });
  });
});
