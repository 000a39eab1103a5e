import { diffWords } from 'diff';
import type { ClaimDiff, ClaimDiffEntry, DraftClaim, WordChange } from '@iprism/shared/contracts';

/** Below this share of common words two claims are taken as one removed and one added, not one changed. */
const SAME_CLAIM_THRESHOLD = 0.5;

const normalized = (text: string): string => text.replace(/\s+/g, ' ').trim();
const wordsOf = (text: string): string[] => normalized(text).toLowerCase().split(' ').filter(Boolean);

/** Dice coefficient over the two claims' word multisets. */
function wordSimilarity(a: string, b: string): number {
  const left = wordsOf(a);
  const right = wordsOf(b);
  if (left.length + right.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const w of left) counts.set(w, (counts.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of right) {
    const n = counts.get(w) ?? 0;
    if (n > 0) {
      common += 1;
      counts.set(w, n - 1);
    }
  }
  return (2 * common) / (left.length + right.length);
}

/** Word-level changes from one wording to another, through the maintained `diff` package. */
export function wordChanges(before: string, after: string): WordChange[] {
  return diffWords(normalized(before), normalized(after)).map((c) => ({ type: c.added ? 'added' : c.removed ? 'removed' : 'same', text: c.value }));
}

/**
 * Compares two versions of a claim set claim by claim. Claims are paired by wording, not by number: the
 * same wording first (so a renumbered or moved claim is "moved", not removed and added), then the most
 * alike remaining pairs when at least half their words are shared ("changed", with a word diff); what is
 * left over is "removed" or "added". A pair is "moved" when its place among the kept claims differs.
 * Entries follow the later version's order, each removed claim after the kept claim that preceded it.
 */
export function diffClaimSets(before: readonly DraftClaim[], after: readonly DraftClaim[]): ClaimDiff {
  const pairs = new Map<number, number>();
  const taken = new Set<number>();
  before.forEach((b, i) => {
    const j = after.findIndex((a, k) => !taken.has(k) && normalized(a.text) === normalized(b.text));
    if (j !== -1) {
      pairs.set(i, j);
      taken.add(j);
    }
  });
  const candidates: { i: number; j: number; similarity: number }[] = [];
  before.forEach((b, i) => {
    if (pairs.has(i)) return;
    after.forEach((a, j) => {
      if (taken.has(j)) return;
      const similarity = wordSimilarity(b.text, a.text);
      if (similarity >= SAME_CLAIM_THRESHOLD) candidates.push({ i, j, similarity });
    });
  });
  candidates.sort((x, y) => y.similarity - x.similarity || Math.abs(x.i - x.j) - Math.abs(y.i - y.j) || x.i - y.i);
  for (const { i, j } of candidates) {
    if (pairs.has(i) || taken.has(j)) continue;
    pairs.set(i, j);
    taken.add(j);
  }
  const moved = movedPairs(pairs);
  const beforeOf = new Map([...pairs].map(([i, j]) => [j, i]));
  const entries: ClaimDiffEntry[] = [];
  const removedAfter = (afterIndex: number): ClaimDiffEntry[] => before.flatMap((b, i) => (!pairs.has(i) && precedingKept(pairs, i) === afterIndex ? [removedEntry(b)] : []));
  entries.push(...removedAfter(-1));
  after.forEach((a, j) => {
    const i = beforeOf.get(j);
    if (i === undefined) {
      entries.push({ status: 'added', beforeNumber: null, afterNumber: a.number, moved: false, words: [{ type: 'added', text: normalized(a.text) }] });
    } else {
      const b = before[i]!;
      const same = normalized(a.text) === normalized(b.text);
      entries.push({ status: same ? 'unchanged' : 'changed', beforeNumber: b.number, afterNumber: a.number, moved: moved.has(i), words: same ? [{ type: 'same', text: normalized(a.text) }] : wordChanges(b.text, a.text) });
    }
    entries.push(...removedAfter(j));
  });
  const count = (status: ClaimDiffEntry['status']): number => entries.filter((e) => e.status === status).length;
  return { entries, counts: { unchanged: count('unchanged'), changed: count('changed'), added: count('added'), removed: count('removed'), moved: entries.filter((e) => e.moved).length } };
}

function removedEntry(claim: DraftClaim): ClaimDiffEntry {
  return { status: 'removed', beforeNumber: claim.number, afterNumber: null, moved: false, words: [{ type: 'removed', text: normalized(claim.text) }] };
}

/** The later-version index of the nearest kept claim before `i`, or -1. */
function precedingKept(pairs: Map<number, number>, i: number): number {
  for (let k = i - 1; k >= 0; k -= 1) {
    const j = pairs.get(k);
    if (j !== undefined) return j;
  }
  return -1;
}

/**
 * The kept claims whose relative order changed: those outside a longest increasing run of later-version
 * positions (the fewest claims that explain the reordering). Renumbering alone moves nothing.
 */
function movedPairs(pairs: Map<number, number>): Set<number> {
  const kept = [...pairs].sort((x, y) => x[0] - y[0]);
  const length: number[] = [];
  const previous: number[] = [];
  kept.forEach(([, j], k) => {
    length[k] = 1;
    previous[k] = -1;
    for (let m = 0; m < k; m += 1) {
      if (kept[m]![1] < j && length[m]! + 1 > length[k]!) {
        length[k] = length[m]! + 1;
        previous[k] = m;
      }
    }
  });
  let end = length.reduce((best, l, k) => (l > (length[best] ?? 0) ? k : best), 0);
  const inOrder = new Set<number>();
  while (end >= 0 && kept[end]) {
    inOrder.add(kept[end]![0]);
    end = previous[end]!;
  }
  return new Set(kept.map(([i]) => i).filter((i) => !inOrder.has(i)));
}
