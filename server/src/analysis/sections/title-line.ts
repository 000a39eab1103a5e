/**
 * The title when the source does not state it: the first meaningful line before the first heading.
 * Front-page furniture of a publication is skipped, and INID code (54) marks the title itself.
 */
const NOISE = /^(?:\(\d{2}\)|united\s+states|patent\s+application\s+publication|(?:us|wo|ep)\s?\d|pub\.|appl?\.|\d|docket|attorney|page\b|sheet\b|inventors?\b|assignee\b|filed\b|date\b)/i;

export function titleLine(lines: readonly string[]): string | null {
  for (const raw of lines) {
    const line = raw.trim();
    const inid = line.startsWith('(54)') ? line.slice(4).trim() : null;
    if (inid) return inid;
    if (line.length >= 3 && /[A-Za-z]{2,}/.test(line) && !NOISE.test(line)) return line;
  }
  return null;
}
