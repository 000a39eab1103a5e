import type { Db } from '../../platform/db/db';
import { openTestDatabase } from '../../../test/test-database';
import { shippedCorpusSlice } from '../../../test/demo-corpus-slice';
import { importCorpus } from '../corpus/import-corpus';
import { createCorpusLoad } from './corpus-load';

describe('corpus load state', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => db.close());

  it('is ready for an empty corpus, even while the indexer runs', async () => {
    const load = createCorpusLoad({ db, vectors: { model: 'use-lite-512', indexing: () => true } });
    expect(await load.read()).toEqual({ state: 'ready', documents: 0, total: 0, embedded: 0 });
  });

  it('is loading while an import runs, then while documents wait for vectors, then ready', async () => {
    let indexing = false;
    const load = createCorpusLoad({ db, vectors: { model: 'use-lite-512', indexing: () => indexing } });
    load.imports.begin(4610);
    await importCorpus(db, shippedCorpusSlice(12));
    expect(await load.read()).toEqual({ state: 'loading', documents: 12, total: 4610, embedded: 0 });
    indexing = true;
    load.imports.end();
    expect(await load.read()).toEqual({ state: 'loading', documents: 12, total: 12, embedded: 0 });
    indexing = false;
    expect(await load.read()).toEqual({ state: 'ready', documents: 12, total: 12, embedded: 0 });
    // An import of unknown size says so.
    load.imports.begin(null);
    expect(await load.read()).toMatchObject({ state: 'loading', total: null });
    load.imports.end();
  });

  it('has no vector count when search runs without vectors', async () => {
    const load = createCorpusLoad({ db, vectors: { model: null, indexing: () => false } });
    expect(await load.read()).toEqual({ state: 'ready', documents: 12, total: 12, embedded: null });
  });
});
