import type { CorpusStatus } from '@iprism/shared/contracts/patents';
import { corpusIsBusy, vectorPercent } from './corpus-refresh';

const status = (over: { importRunning?: boolean; embedding?: boolean } = {}): CorpusStatus => ({
  documents: 10,
  byCountry: [],
  cpcSymbols: 0,
  vectors: { model: 'use-lite', embedded: 4, pending: 6, running: over.embedding ?? false },
  imports: [
    { id: 'i', source: 's', status: over.importRunning ? 'running' : 'completed', imported: 0, updated: 0, rejected: 0, rejections: [], error: null, startedAt: '2026-11-23T10:00:00.000Z', finishedAt: null },
  ],
});

describe('corpus refresh', () => {
  it('keeps asking while an import or the embedding runs, and only then', () => {
    expect(corpusIsBusy(status({ importRunning: true }))).toBe(true);
    expect(corpusIsBusy(status({ embedding: true }))).toBe(true);
    expect(corpusIsBusy(status())).toBe(false);
  });

  it('turns vector counts into a percentage', () => {
    expect(vectorPercent({ model: null, embedded: 0, pending: 0, running: false })).toBe(0);
    expect(vectorPercent({ model: 'm', embedded: 1, pending: 2, running: true })).toBe(33);
  });
});
