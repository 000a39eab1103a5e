import type { CorpusLoad } from '@iprism/shared/contracts';
import type { Queryable } from '../../platform/db/db';
import { countPatents } from '../corpus';
import { vectorCounts } from './repositories/vector-store';

/** An import into the server's corpus, while it runs. */
export interface CorpusImportTracker {
  /** `expected`: the documents the corpus will hold once it is done, when known. */
  begin(expected: number | null): void;
  end(): void;
  current(): { expected: number | null } | null;
}

export function createImportTracker(): CorpusImportTracker {
  let running: { expected: number | null } | null = null;
  return {
    begin: (expected) => (running = { expected }),
    end: () => (running = null),
    current: () => running,
  };
}

export interface CorpusLoadService {
  readonly imports: CorpusImportTracker;
  /** Where the corpus stands: `loading` while documents are imported or still wait for their vectors. */
  read(): Promise<CorpusLoad>;
}

/** Counts are read at most this often while loading; once ready, once until loading starts again. */
const LOADING_REFRESH_MS = 1000;

export function createCorpusLoad({ db, vectors }: { db: Queryable; vectors: { readonly model: string | null; indexing(): boolean } }): CorpusLoadService {
  const imports = createImportTracker();
  let ready: CorpusLoad | null = null;
  let loading: { at: number; importing: object | null; value: CorpusLoad } | null = null;

  async function count(): Promise<{ documents: number; embedded: number | null }> {
    return vectors.model ? vectorCounts(db, vectors.model) : { documents: await countPatents(db), embedded: null };
  }

  return {
    imports,
    async read() {
      const busy = () => imports.current() !== null || vectors.indexing();
      if (!busy() && ready) return ready;
      if (busy() && loading && loading.importing === imports.current() && Date.now() - loading.at < LOADING_REFRESH_MS) return loading.value;
      const { documents, embedded } = await count();
      const importing = imports.current();
      if (importing || (vectors.indexing() && documents > 0)) {
        ready = null;
        loading = { at: Date.now(), importing, value: { state: 'loading', documents, total: importing ? importing.expected : documents, embedded } };
        return loading.value;
      }
      const value: CorpusLoad = { state: 'ready', documents, total: documents, embedded };
      if (!busy()) ready = value;
      return value;
    },
  };
}
