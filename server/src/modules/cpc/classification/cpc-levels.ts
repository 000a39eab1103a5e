import { subclassOf } from '../cpc-symbol';
import type { Neighbour, SubclassScore, TitleMatch } from './cpc-scoring';

/**
 * The section and main-group levels of a prediction, from the subclass scores. A section is right when any
 * of its subclasses is: 1 − Π(1 − score) over the scored subclasses in it. A main group's score is its
 * subclass's score shared among the subclass's main groups by the evidence for each (the nearest documents'
 * codes, closer ones counting more, and matching group titles).
 */

/** "G06N3/084" → "G06N3/00"; null for a symbol without a group. */
export function mainGroupOf(symbol: string): string | null {
  const m = /^([A-HY]\d{2}[A-Z]\d{1,4})\//.exec(symbol.replace(/\s+/g, '').toUpperCase());
  return m ? `${m[1]}/00` : null;
}

export function sectionScores(subclasses: readonly SubclassScore[]): SubclassScore[] {
  const miss = new Map<string, number>();
  for (const s of subclasses) miss.set(s.symbol[0]!, (miss.get(s.symbol[0]!) ?? 1) * (1 - s.score));
  return [...miss]
    .map(([symbol, m]) => ({ symbol, score: 1 - m }))
    .sort((a, b) => b.score - a.score || a.symbol.localeCompare(b.symbol));
}

/** A title match counts for as much as the nearest document's vote. */
const TITLE_WEIGHT = 1;

export function groupScores(subclasses: readonly SubclassScore[], neighbours: readonly Neighbour[], titles: readonly TitleMatch[], limit: number): SubclassScore[] {
  const evidence = new Map<string, Map<string, number>>();
  const add = (group: string, weight: number) => {
    const subclass = subclassOf(group)!;
    const groups = evidence.get(subclass) ?? new Map<string, number>();
    groups.set(group, (groups.get(group) ?? 0) + weight);
    evidence.set(subclass, groups);
  };
  for (const n of neighbours) {
    const groups = new Set(n.cpc.map(mainGroupOf).filter((g): g is string => g !== null));
    for (const g of groups) add(g, 1 / (n.rank + 1) / groups.size);
  }
  const titleTotal = titles.reduce((s, t) => s + t.rank, 0);
  for (const t of titles) {
    const g = mainGroupOf(t.symbol);
    if (g && titleTotal > 0) add(g, (TITLE_WEIGHT * t.rank) / titleTotal);
  }
  const scores: SubclassScore[] = [];
  for (const s of subclasses) {
    const groups = evidence.get(s.symbol);
    if (!groups) continue;
    const total = [...groups.values()].reduce((a, b) => a + b, 0);
    for (const [symbol, v] of groups) scores.push({ symbol, score: (s.score * v) / total });
  }
  return scores.sort((a, b) => b.score - a.score || a.symbol.localeCompare(b.symbol)).slice(0, limit);
}
