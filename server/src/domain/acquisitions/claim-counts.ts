/**
 * Counts the claims of a claims text as the corpus stores it ("1. A device comprising…\n2. The device of
 * claim 1…"). A claim that refers to another claim ("of claim 1", "according to any of claims 1-3", "as
 * claimed in claim 2") is dependent; the others are independent. Null when there is no claims text.
 */
export function claimCounts(claims: string): { independent: number; total: number } | null {
  const text = claims.trim();
  if (!text) return null;
  const parts: string[] = [];
  for (const line of text.split('\n')) {
    const start = /^\d{1,3} ?[.)]\s/.exec(line.trimStart());
    if (start) parts.push(line.trimStart().slice(start[0].length));
    else if (parts.length) parts[parts.length - 1] += `\n${line}`;
  }
  if (parts.length === 0) return { independent: 1, total: 1 };
  const dependent = parts.filter((p) => /\bclaims? \d/i.test(p)).length;
  return { independent: parts.length - dependent, total: parts.length };
}
