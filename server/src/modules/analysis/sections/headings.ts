import type { SectionName } from '@iprism/shared/contracts';
import { trimEndOf, whitespaceOr } from '@iprism/shared/text';

/** The usual US headings and their variants, matched against a whole line in lower case without numbering. */
const HEADINGS: [SectionName, RegExp][] = [
  ['crossReference', /^(?:cross[- ]?references?(?:\s+to\s+related\s+applications?)?|related\s+applications?(?:\s+data)?|priority\s+(?:claim|information)(?:\s+and\s+incorporation\s+by\s+reference)?)$/],
  ['field', /^(?:technical\s+field|field(?:\s+of\s+(?:the\s+)?(?:invention|disclosure|technology|the\s+art))?|technical\s+field\s+of\s+the\s+(?:invention|disclosure))$/],
  ['background', /^(?:background(?:\s+(?:of\s+(?:the\s+)?(?:invention|disclosure|technology)|art|information|and\s+summary(?:\s+of\s+the\s+invention)?))?|description\s+of\s+(?:the\s+)?(?:related|prior)\s+art|prior\s+art)$/],
  ['summary', /^(?:(?:brief\s+)?summary(?:\s+of\s+(?:the\s+)?(?:invention|disclosure|embodiments))?|overview|disclosure\s+of\s+(?:the\s+)?invention)$/],
  ['drawings', /^(?:brief\s+description\s+of\s+(?:the\s+)?(?:several\s+views\s+of\s+the\s+)?(?:drawings?|figures)|description\s+of\s+(?:the\s+)?(?:drawings|figures))$/],
  ['detailedDescription', /^(?:detailed\s+description(?:\s+of\s+.{0,80})?|description\s+of\s+(?:the\s+)?(?:preferred\s+|example\s+|illustrative\s+|specific\s+)?embodiments?|description\s+of\s+embodiments|modes?\s+for\s+carrying\s+out\s+the\s+invention)$/],
  ['claims', /^(?:claims|what\s+is\s+claimed(?:\s+is)?|what\s+we\s+claim\s+is|i\s+claim|we\s+claim|the\s+invention\s+claimed\s+is|claimed\s+is)$/],
  ['abstract', /^abstract(?:\s+of\s+(?:the\s+)?disclosure)?$/],
];

/** A line that states the title follows ("TITLE OF THE INVENTION"). */
export const TITLE_HEADING = /^title(?:\s+of\s+(?:the\s+)?invention)?$/;

/** Claims may start inline: "What is claimed is: 1. A method …". Group 1 is the lead-in. */
const CLAIMS_LEAD = /^\s*((?:what\s+is\s+claimed\s+is|what\s+we\s+claim\s+is|i\s+claim|we\s+claim|the\s+invention\s+claimed\s+is|claims)\s*:)\s*(?=1\s?[.)])/i;

const MAX_HEADING_CHARS = 120;

/** The heading a line reduces to for matching: lower case, numbering ("1.", "II.", "A.") and end punctuation removed. */
export function headingKey(line: string): string {
  return trimEndOf(
    line
    .trim()
    .toLowerCase()
    .replace(/^(?:\d{1,2}|[ivx]{1,4}|[a-h])[.)]\s+/, '')
    .replace(/\s+/g, ' '),
    whitespaceOr(':.-–—'),
  );
}

export function sectionOfHeading(line: string): SectionName | null {
  if (line.length > MAX_HEADING_CHARS) return null;
  const key = headingKey(line);
  for (const [name, pattern] of HEADINGS) if (pattern.test(key)) return name;
  return null;
}

/** Length of an inline claims lead-in at the start of `line` (through its colon), or 0. */
export function claimsLeadLength(line: string): number {
  const match = CLAIMS_LEAD.exec(line);
  return match ? match[0].length : 0;
}
