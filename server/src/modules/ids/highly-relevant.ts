import { HIGH_RELEVANCE, type PriorArtReference } from '@iprism/shared/contracts';
import type { RelevantReference } from './validate';

/**
 * The prior-art references an IDS should not leave out: those that disclose at least HIGH_RELEVANCE of an
 * independent claim (the stage's absolute relevance, not its rank score, which is relative to the query).
 */
export function highlyRelevant(references: readonly PriorArtReference[]): RelevantReference[] {
  return [...references]
    .sort((a, b) => a.rank - b.rank)
    .filter((r) => r.relevance >= HIGH_RELEVANCE)
    .map((r) => ({ publicationNumber: r.publicationNumber, title: r.title, score: r.relevance }));
}
