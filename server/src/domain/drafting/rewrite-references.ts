import { findClaimReferences } from '../../modules/analysis';

const RANGE_JOINER = /^(?:-|–|to|through)$/i;
const TOKEN = /(\d+)|(-|–|\bto\b|\bthrough\b|\band\/or\b|\bor\b|\band\b)/gi;

/**
 * A claim's wording with every claim number it refers to mapped through `renumber` (numbers it does not
 * know stay as written). The report's reference finder locates the references; within each, numbers are
 * mapped in place, and a range ("claims 2-4") that would no longer be consecutive is written out as a list
 * ("claims 2, 5 or 6") so no reference silently changes meaning.
 */
export function rewriteReferences(text: string, claimNumber: number, renumber: (n: number) => number | undefined): string {
  const spans = [...new Map(findClaimReferences(text, claimNumber).references.map((r) => [r.start, r.end])).entries()].sort((a, b) => b[0] - a[0]);
  let result = text;
  for (const [start, end] of spans) {
    const span = result.slice(start, end);
    if (!/\d/.test(span)) continue;
    result = result.slice(0, start) + rewriteSpan(span, renumber) + result.slice(end);
  }
  return result;
}

function rewriteSpan(span: string, renumber: (n: number) => number | undefined): string {
  const map = (n: number): number => renumber(n) ?? n;
  const tokens = [...span.matchAll(TOKEN)];
  const rangesKeepMeaning = tokens.every((t, i) => {
    if (!t[2] || !RANGE_JOINER.test(t[2])) return true;
    const from = Number(tokens[i - 1]?.[1]);
    const to = Number(tokens[i + 1]?.[1]);
    if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) return true;
    for (let n = from; n < to; n += 1) if (map(n + 1) !== map(n) + 1) return false;
    return true;
  });
  if (rangesKeepMeaning) return span.replace(/\d+/g, (n) => String(map(Number(n))));
  const numbers = [...new Set(expandedNumbers(tokens).map(map))].sort((a, b) => a - b);
  const word = /\bor\b|-|–|\bto\b|\bthrough\b/i.test(span) ? 'or' : 'and';
  const head = /^claims?/i.exec(span)?.[0] ?? 'claims';
  const plural = head.replace(/^(claim)s?$/i, (_, c: string) => `${c}${numbers.length > 1 ? 's' : ''}`);
  const list = numbers.length > 1 ? `${numbers.slice(0, -1).join(', ')} ${word} ${numbers[numbers.length - 1]}` : String(numbers[0]);
  return `${plural} ${list}`;
}

function expandedNumbers(tokens: RegExpMatchArray[]): number[] {
  const numbers: number[] = [];
  tokens.forEach((t, i) => {
    if (t[1]) {
      const value = Number(t[1]);
      const joiner = tokens[i - 1]?.[2];
      const previous = numbers[numbers.length - 1];
      if (joiner && RANGE_JOINER.test(joiner) && previous !== undefined && value > previous) {
        for (let n = previous + 1; n <= value; n += 1) numbers.push(n);
      } else numbers.push(value);
    }
  });
  return numbers;
}
