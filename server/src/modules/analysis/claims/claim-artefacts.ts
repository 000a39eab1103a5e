/**
 * PDF text of a claims section carries page furniture between claims: running headers ("US 2020/0123456 A1"),
 * page and sheet numbers, dates and margin line numbers. They are blanked with spaces of the same length,
 * so every offset into the result is still an offset into the section text.
 */

const ARTEFACT_LINE = new RegExp(
  `^\\s*(?:${[
    String.raw`\d{1,3}`, // margin line numbers and bare page numbers
    String.raw`US\s+\d{4}\s*/\s*\d{6,7}\s*A\d`, // publication number header
    String.raw`US\s+[\d,]{7,11}\s*[AB]\d`, // patent number header
    String.raw`(?:Page|Sheet)\s+\d+\s+of\s+\d+`,
    String.raw`[A-Z][a-z]{2}\.?\s+\d{1,2},\s+\d{4}`, // "Jan. 2, 2020"
    String.raw`-\s*\d{1,3}\s*-`, // "- 12 -"
    String.raw`(?:Attorney\s+)?Docket\s+No\.?.{0,40}`,
  ]
    .map((p) => `(?:${p})`)
    .join('|')})\\s*$`,
);
const LINE = /[^\n]*/g;

export function blankArtefacts(text: string): string {
  return text.replace(LINE, (line) => (line.length > 0 && ARTEFACT_LINE.test(line) ? ' '.repeat(line.length) : line));
}
