/**
 * The title when the source does not state it: the first meaningful line before the first heading, and the
 * lines that carry it on when it wraps (a title is never cut mid-phrase). Front-page furniture of a
 * publication is skipped, and INID code (54) marks the title itself.
 */
const NOISE = /^(?:\(\d{2}\)|united\s+states|patent\s+application\s+publication|(?:us|wo|ep)\s?\d|pub\.|appl?\.|\d|docket|attorney|page\b|sheet\b|inventors?\b|assignee\b|filed\b|date\b)/i;
/** Words a title cannot end on: the next line must carry it on. */
const OPEN_END = /(?:\b(?:a|an|the|of|for|and|or|to|in|on|at|by|with|from|into|using|having|comprising|including|its|their)|[,:;\-–])$/i;
/** Longer than this, the lines are not one title. */
const MAX_TITLE = 500;

const letters = (line: string): string => line.replace(/[^A-Za-z]/g, '');
const isUpper = (line: string): boolean => letters(line).length > 0 && letters(line) === letters(line).toUpperCase();

/** Whether `next` carries on the title `sofar`: the title stops open, or both are set in capitals. */
function continues(sofar: string, next: string): boolean {
  if (next === '' || NOISE.test(next) || /[.!?]$/.test(sofar) || sofar.length + next.length + 1 > MAX_TITLE) return false;
  return OPEN_END.test(sofar) || (isUpper(sofar) && isUpper(next));
}

export interface TitleLines {
  /** The title, its wrapped lines joined with a space. */
  text: string;
  /** Its first line as the source has it (where the title starts). */
  firstLine: string;
}

export function titleLine(lines: readonly string[]): TitleLines | null {
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    const inid = line.startsWith('(54)') ? line.slice(4).trim() : null;
    const first = inid || (line.length >= 3 && /[A-Za-z]{2,}/.test(line) && !NOISE.test(line) ? line : null);
    if (!first) continue;
    let text = first;
    for (const next of lines.slice(i + 1).map((l) => l.trim())) {
      if (!continues(text, next)) break;
      text = `${text} ${next}`;
    }
    return { text, firstLine: line };
  }
  return null;
}
