/** Where each numbered claim starts and ends in a claims section (offsets into the text given). */
export interface ClaimSpan {
  number: number;
  /** Offset of the claim number. */
  start: number;
  /** Offset just after "N. ", where the claim's wording begins. */
  bodyStart: number;
  end: number;
}

/**
 * Claims are found in sequence: only the next expected number counts as a claim start, so numbers inside
 * a claim ("of claim 1.", "1) a first layer") never split it. A start is "N." / "N ." / "N)" / "N:" after
 * a boundary, not after "claim", followed by a capital letter (any script's, so a German or French translation
 * splits too) or a bracketed status such as "(canceled)", or directly by a CJK character ("1.一种").
 * A block of cancelled claims ("1-19. (canceled)", "19.-27. (canceled)") is one span numbered by its first claim, as USPTO XML
 * numbers such a block; the next expected claim is the one after the range.
 */
export function splitClaims(text: string): ClaimSpan[] {
  const spans: ClaimSpan[] = [];
  let from = 0;
  for (let expected = 1; ; expected += 1) {
    const start = new RegExp(String.raw`(?<![\w,/.-])(?<!claims?\s)${expected}(?:\.?\s?[-–]\s?(\d+))?\s?[.):](?:\s+(?=["“]?[\p{Lu}\p{Lo}]|[(\[]\p{L})|\s*(?=\p{Lo}))`, 'gu');
    start.lastIndex = from;
    const match = start.exec(text);
    if (!match) break;
    const previous = spans[spans.length - 1];
    if (previous) previous.end = match.index;
    spans.push({ number: expected, start: match.index, bodyStart: match.index + match[0].length, end: text.length });
    from = match.index + match[0].length;
    const rangeEnd = Number(match[1] ?? expected);
    if (rangeEnd > expected) expected = rangeEnd;
  }
  const last = spans[spans.length - 1];
  if (last) last.end = trimmedEnd(text, last.bodyStart, last.end);
  return spans;
}

function trimmedEnd(text: string, from: number, to: number): number {
  let end = to;
  while (end > from && /\s/.test(text[end - 1] ?? '')) end -= 1;
  return end;
}
