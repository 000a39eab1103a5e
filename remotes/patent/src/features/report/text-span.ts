/** A section's text cut around one finding's span, for highlighting it. */
export interface SplitText {
  before: string;
  match: string;
  after: string;
}

/**
 * Splits `text` at [start, end) (end exclusive, as Finding locations are). Offsets outside the text are
 * clamped and a reversed span is empty, so a stale report never throws while rendering.
 */
export function splitAtSpan(text: string, start: number, end: number): SplitText {
  const from = Math.max(0, Math.min(text.length, start));
  const to = Math.max(from, Math.min(text.length, end));
  return { before: text.slice(0, from), match: text.slice(from, to), after: text.slice(to) };
}
