import { trimEndOf, whitespaceOr } from '@iprism/shared/text';

/**
 * Splits a claim into the elements an attorney charts: the preamble up to the transition ("comprising:",
 * "consisting of:", "including:"), then each limitation, separated by semicolons, by commas that open the
 * next "a"/"an" item of a list (", and a ..."), or by "wherein" clauses.
 */
const TRANSITION = /\b(?:comprising|comprises|consisting of|consisting essentially of|including|includes|having)\s*:?\s*/i;

export function claimElements(claimText: string): string[] {
  const text = claimText.replace(/^\s*\d+\s*[.)]\s*/, '').replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const transition = TRANSITION.exec(text);
  const preamble = transition ? text.slice(0, transition.index + transition[0].length).trim() : '';
  const body = transition ? text.slice(transition.index + transition[0].length) : text;
  const limitations = body
    // The text has single spaces (collapsed above), so one space before "wherein" is all there is.
    .split(/;\s*(?:and\s+)?|,\s+(?:and\s+)?(?=(?:a|an)\s)|,? (?=wherein\b)|:\s+(?=[a-z(])/i)
    .map((part) => trimEndOf(part.replace(/^(?:and|or)\s+/i, ''), whitespaceOr('.;,')).trim())
    .filter((part) => part.length >= 3);
  return preamble ? [trimEndOf(preamble, whitespaceOr(':')), ...limitations] : limitations;
}
