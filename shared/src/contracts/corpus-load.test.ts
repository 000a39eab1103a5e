import { corpusLoadingMessage } from './patents';

describe('corpus loading message', () => {
  it('counts documents in while the import runs, vectors once they are all in, and says nothing when ready', () => {
    expect(corpusLoadingMessage({ state: 'loading', documents: 1200, total: 4610, embedded: 0 })).toBe('Corpus loading: 1,200 of 4,610 documents. Results may be incomplete until it finishes.');
    expect(corpusLoadingMessage({ state: 'loading', documents: 12, total: null, embedded: null })).toBe('Corpus loading: 12 of an unknown number of documents. Results may be incomplete until it finishes.');
    expect(corpusLoadingMessage({ state: 'loading', documents: 4610, total: 4610, embedded: 3000 })).toBe('Corpus loading: 3,000 of 4,610 documents indexed for semantic search. Results are full text only until it finishes.');
    expect(corpusLoadingMessage({ state: 'ready', documents: 4610, total: 4610, embedded: 4610 })).toBeNull();
  });
});
