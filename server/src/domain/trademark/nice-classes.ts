/**
 * Nice classes whose goods and services are commonly found related, so a mark in one conflicts with a
 * mark in the other (TMEP §1207.01(a)(ii)–(vi) on related goods and services; the pairs follow the
 * USPTO's coordinated-class search practice, e.g. software 9 with software services 42, clothing 25 with
 * retail 35, foods and drinks 29–32 with restaurants 43). A curated table, not the office's complete one:
 * each group below lists classes coordinated with one another.
 */
const COORDINATED_GROUPS: readonly (readonly number[])[] = [
  [9, 42],
  [9, 38],
  [9, 41],
  [9, 28],
  [25, 35],
  [18, 25],
  [14, 25],
  [25, 26],
  [29, 30, 31, 32, 43],
  [32, 33, 43],
  [30, 35],
  [3, 5],
  [3, 44],
  [5, 10, 44],
  [16, 41],
  [12, 37],
  [36, 35],
  [39, 43],
  [20, 24, 27],
  [11, 21],
  [8, 21],
];

const COORDINATED = new Map<number, Set<number>>();
for (const group of COORDINATED_GROUPS) {
  for (const a of group) {
    const related = COORDINATED.get(a) ?? new Set<number>();
    for (const b of group) if (b !== a) related.add(b);
    COORDINATED.set(a, related);
  }
}

/** The classes coordinated with `nice`, ascending (not including itself). */
export function coordinatedClasses(nice: number): number[] {
  return [...(COORDINATED.get(nice) ?? [])].sort((a, b) => a - b);
}

export type ClassOverlap =
  | { kind: 'same'; classes: number[] }
  | { kind: 'coordinated'; pairs: [number, number][] }
  | { kind: 'none' }
  /** The search named no classes: every registration is in play. */
  | { kind: 'any' };

/** How a search's classes meet a registration's: shared classes first, else coordinated pairs (search class, registered class). */
export function classOverlap(searched: readonly number[], registered: readonly number[]): ClassOverlap {
  if (searched.length === 0) return { kind: 'any' };
  const same = [...new Set(searched.filter((c) => registered.includes(c)))].sort((a, b) => a - b);
  if (same.length) return { kind: 'same', classes: same };
  const pairs: [number, number][] = [];
  for (const s of [...new Set(searched)].sort((a, b) => a - b)) {
    for (const r of [...new Set(registered)].sort((a, b) => a - b)) if (COORDINATED.get(s)?.has(r)) pairs.push([s, r]);
  }
  return pairs.length ? { kind: 'coordinated', pairs } : { kind: 'none' };
}
