import type { CorpusStatus } from '@iprism/shared/contracts/patents';

/** How often the panel asks again while an import or the embedding is under way. */
export const CORPUS_REFRESH_MS = 3000;

/** Whether to ask again: an import is running or documents are being embedded. */
export function corpusIsBusy(status: CorpusStatus): boolean {
  return status.vectors.running || status.imports.some((i) => i.status === 'running');
}

/** Embedded share in percent, for the progress bar. */
export function vectorPercent({ embedded, pending }: CorpusStatus['vectors']): number {
  const total = embedded + pending;
  return total === 0 ? 0 : Math.round((embedded / total) * 100);
}
