import type { ClassifyResponse, CorpusLoad, PatentSearchResponse } from '@iprism/shared/contracts';

/** A corpus the answer says nothing about counts as complete: only answers given while loading carry it. */
function corpusReady(corpus: CorpusLoad | undefined): boolean {
  return corpus === undefined || corpus.state === 'ready';
}

/** Search at full quality: full text and vectors fused, over the whole corpus. */
export function searchAtFullQuality(answer: Pick<PatentSearchResponse, 'mode' | 'corpus'>): boolean {
  return answer.mode === 'fused' && corpusReady(answer.corpus);
}

/** Classification at full quality: the trained, calibrated corpus model over the whole corpus. */
export function classifyAtFullQuality(answer: Pick<ClassifyResponse, 'calibrated' | 'corpus'>): boolean {
  return answer.calibrated && corpusReady(answer.corpus);
}
