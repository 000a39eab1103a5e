import type { PassageField } from '../../modules/prior-art';

/** A claim starts at the text's start or a line break, or after the end of the claim before it: "… claim 1. 2. The …". */
const CLAIM_START = /(?:^|\n|[.;]\s+)(\d{1,3})\s*\.\s+(?=[A-Z])/g;
/** Paragraph numbers as US publications print them: [0012] or ¶ 12. */
const PARAGRAPH = /\[(\d{4,5})\]|¶\s*(\d{1,5})/g;

const lastMatchBefore = (text: string, pattern: RegExp, end: number): RegExpExecArray | null => {
  let last: RegExpExecArray | null = null;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m && m.index <= end; m = pattern.exec(text)) last = m;
  return last;
};

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * The pinpoint cite of a passage in the finest form the reference's text allows: "claim 3" for a passage
 * of its claims, "¶ [0012]" when the description carries paragraph numbers, else the part of the
 * document ("abstract", "description"). The text is the field the passage was taken from.
 */
export function pinpointOf(field: PassageField, fieldText: string, passage: string): string {
  if (field === 'abstract') return 'abstract';
  // Passages are cut from the text with its whitespace folded, so the search is in the folded text.
  const text = oneLine(fieldText);
  const at = text.indexOf(oneLine(passage).slice(0, 80));
  if (field === 'claims') {
    const claim = at >= 0 ? lastMatchBefore(text, CLAIM_START, at) : null;
    return claim ? `claim ${Number(claim[1])}` : 'claims';
  }
  const paragraph = at >= 0 ? lastMatchBefore(text, PARAGRAPH, at) : null;
  if (paragraph) return paragraph[1] ? `¶ [${paragraph[1]}]` : `¶ ${paragraph[2]}`;
  return 'description';
}
