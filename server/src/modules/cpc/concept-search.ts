import type { CpcSearchHit } from '@iprism/shared/contracts';
import { classify, type ClassifyDeps } from './classification/classify-text';
import { titleTerms } from './classification/title-terms';
import { normaliseCpcSymbol } from './cpc-symbol';
import { matchTitleTerms, schemeHits, searchCpcScheme } from './repositories/cpc-repository';
import { rankConcepts, type TitleTermMatch } from './concept-ranking';

/** Titles read per query: enough to cover every subclass a term reaches. */
const TITLE_ROWS = 600;

/**
 * The explorer's search: a symbol finds itself and what lies under it; words find the subclasses and
 * groups of the concept (rankConcepts): their scheme titles, term by term, and the classes of the corpus
 * documents about it.
 */
export async function searchCpc(deps: ClassifyDeps, q: string, limit: number): Promise<CpcSearchHit[]> {
  if (normaliseCpcSymbol(q)) return searchCpcScheme(deps.db, q, limit);
  const terms = titleTerms(q, 12);
  if (terms.length === 0) return searchCpcScheme(deps.db, q, limit);
  const [titles, classification] = await Promise.all([titleMatches(deps, terms), classify(deps, q)]);
  const votes = {
    subclasses: new Map(classification.predictions.map((p) => [p.symbol, p.score])),
    groups: new Map(classification.groups.map((g) => [g.symbol, g.score])),
  };
  return schemeHits(deps.db, rankConcepts(terms.length, titles, votes, limit));
}

async function titleMatches(deps: ClassifyDeps, terms: readonly string[]): Promise<TitleTermMatch[]> {
  const anyTerm = terms.map((t) => t.replace(/[^a-z]/g, '')).filter(Boolean).join(' | ');
  const rows = await matchTitleTerms(deps.db, terms, anyTerm, TITLE_ROWS);
  return rows.map((r) => ({ symbol: r.symbol, kind: r.kind, terms: r.terms.map(Number) }));
}
