/**
 * Damerau-Levenshtein distance (unrestricted: insertions, deletions, substitutions and transpositions of
 * adjacent characters, where a transposed pair may be edited again), after Lowrance and Wagner (1975).
 * Works on code points, so an accented letter is one character.
 */
export function damerauLevenshtein(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const infinity = s.length + t.length;
  const lastRow = new Map<string, number>();
  // d has a sentinel row and column of `infinity` before the usual 0-based table.
  const d: number[][] = Array.from({ length: s.length + 2 }, () => new Array<number>(t.length + 2).fill(0));
  d[0]![0] = infinity;
  for (let i = 0; i <= s.length; i += 1) {
    d[i + 1]![0] = infinity;
    d[i + 1]![1] = i;
  }
  for (let j = 0; j <= t.length; j += 1) {
    d[0]![j + 1] = infinity;
    d[1]![j + 1] = j;
  }
  for (let i = 1; i <= s.length; i += 1) {
    let lastMatchColumn = 0;
    for (let j = 1; j <= t.length; j += 1) {
      const k = lastRow.get(t[j - 1]!) ?? 0;
      const l = lastMatchColumn;
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      if (cost === 0) lastMatchColumn = j;
      d[i + 1]![j + 1] = Math.min(
        d[i]![j]! + cost,
        d[i + 1]![j]! + 1,
        d[i]![j + 1]! + 1,
        d[k]![l]! + (i - k - 1) + 1 + (j - l - 1),
      );
    }
    lastRow.set(s[i - 1]!, i);
  }
  return d[s.length + 1]![t.length + 1]!;
}

/** 1 − distance / longer length: 1 for equal strings, 0 for nothing in common. */
export function editSimilarity(a: string, b: string): number {
  const longest = Math.max([...a].length, [...b].length);
  return longest === 0 ? 1 : 1 - damerauLevenshtein(a, b) / longest;
}
