/**
 * Ranks CPC subclasses and groups for a concept ("lithium battery electrode"): a subclass counts the query
 * terms its own title and its groups' titles cover together (H01M: "batteries" in its title, "electrodes"
 * in H01M4/00), so a concept spread over a subclass's scheme finds it even when no single title holds
 * every word; the corpus's evidence (the classifier's votes from documents about the concept) adds to
 * that. Pure: the titles and votes come in, the order goes out.
 */

export interface TitleTermMatch {
  symbol: string;
  kind: 'subclass' | 'group';
  /** Indexes of the query terms this title covers. */
  terms: number[];
}

export interface ConceptVotes {
  /** Subclass → 0..1 from the corpus (classifier predictions). */
  subclasses: ReadonlyMap<string, number>;
  /** Main group → 0..1. */
  groups: ReadonlyMap<string, number>;
}

const LEXICAL = 0.6;
const CORPUS = 0.4;
const GROUPS_PER_SUBCLASS = 2;

interface Ranked {
  subclass: string;
  score: number;
  groups: string[];
}

/** The symbols in order: each subclass followed by its best groups; at most `limit`. */
export function rankConcepts(termCount: number, titles: readonly TitleTermMatch[], votes: ConceptVotes, limit: number): string[] {
  const subclasses = new Map<string, { covered: Set<number>; ownTerms: Set<number>; own: number; groups: Map<string, number> }>();
  const entry = (subclass: string) => {
    let e = subclasses.get(subclass);
    if (!e) subclasses.set(subclass, (e = { covered: new Set(), ownTerms: new Set(), own: 0, groups: new Map() }));
    return e;
  };
  const share = (terms: readonly number[]) => (termCount ? terms.length / termCount : 0);
  for (const t of titles.filter((t) => t.kind === 'subclass')) {
    const e = entry(t.symbol.slice(0, 4));
    for (const i of t.terms) {
      e.covered.add(i);
      e.ownTerms.add(i);
    }
    e.own = Math.max(e.own, share(t.terms));
  }
  for (const t of titles.filter((t) => t.kind === 'group')) {
    const e = entry(t.symbol.slice(0, 4));
    for (const i of t.terms) e.covered.add(i);
    // A group that names what its subclass's title does not ("Electrodes" under BATTERIES) tells more.
    const novel = share(t.terms.filter((i) => !e.ownTerms.has(i)));
    e.groups.set(t.symbol, Math.max(e.groups.get(t.symbol) ?? 0, share(t.terms) + 0.5 * novel));
  }
  for (const s of votes.subclasses.keys()) entry(s);
  for (const [g, score] of votes.groups) {
    const e = entry(g.slice(0, 4));
    e.groups.set(g, Math.max(e.groups.get(g) ?? 0, score));
  }
  const ranked: Ranked[] = [...subclasses].map(([subclass, e]) => {
    const lexical = termCount ? e.covered.size / termCount : 0;
    const best = Math.min(1, Math.max(e.own, ...e.groups.values()));
    return {
      subclass,
      // A title that holds the whole concept outranks the same terms scattered over several.
      score: LEXICAL * (lexical + 0.25 * best) + CORPUS * (votes.subclasses.get(subclass) ?? 0),
      groups: [...e.groups].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, GROUPS_PER_SUBCLASS).map(([g]) => g),
    };
  });
  ranked.sort((a, b) => b.score - a.score || a.subclass.localeCompare(b.subclass));
  return ranked.flatMap((r) => [r.subclass, ...r.groups]).slice(0, limit);
}
