/** Winkler's prefix scale and the longest prefix it rewards (Winkler 1990). */
const PREFIX_SCALE = 0.1;
const MAX_PREFIX = 4;

/** Jaro similarity: matching characters within half the longer length, less half the transpositions. */
export function jaro(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  if (s.length === 0 && t.length === 0) return 1;
  if (s.length === 0 || t.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(s.length, t.length) / 2) - 1);
  const sMatched = new Array<boolean>(s.length).fill(false);
  const tMatched = new Array<boolean>(t.length).fill(false);
  let matches = 0;
  for (let i = 0; i < s.length; i += 1) {
    for (let j = Math.max(0, i - window); j <= Math.min(t.length - 1, i + window); j += 1) {
      if (tMatched[j] || s[i] !== t[j]) continue;
      sMatched[i] = true;
      tMatched[j] = true;
      matches += 1;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let j = 0;
  for (let i = 0; i < s.length; i += 1) {
    if (!sMatched[i]) continue;
    while (!tMatched[j]) j += 1;
    if (s[i] !== t[j]) transpositions += 1;
    j += 1;
  }
  return (matches / s.length + matches / t.length + (matches - transpositions / 2) / matches) / 3;
}

/** Jaro-Winkler similarity: Jaro raised for a common prefix of up to four characters. 0..1. */
export function jaroWinkler(a: string, b: string): number {
  const similarity = jaro(a, b);
  const s = [...a];
  const t = [...b];
  let prefix = 0;
  while (prefix < MAX_PREFIX && prefix < s.length && prefix < t.length && s[prefix] === t[prefix]) prefix += 1;
  return similarity + prefix * PREFIX_SCALE * (1 - similarity);
}
