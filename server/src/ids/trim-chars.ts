/**
 * The text without any of `chars` at its end (or start, or both), by a scan from that end. The pattern
 * way of saying it, /[.,;]+$/, is tried from every position of a run of such characters and takes
 * quadratic time on a long run that is not at the end.
 */
export function trimChars(text: string, chars: string, side: 'start' | 'end' | 'both'): string {
  let start = 0;
  let end = text.length;
  if (side !== 'end') while (start < end && chars.includes(text[start]!)) start++;
  if (side !== 'start') while (end > start && chars.includes(text[end - 1]!)) end--;
  return text.slice(start, end);
}
