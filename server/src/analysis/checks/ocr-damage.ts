/**
 * Whether claim text is damaged by OCR, so that a missing antecedent may be a misread word rather than a
 * defect: claim references run into their neighbours ("ofclaim 1further") or the front page's furniture
 * ("References Cited", "Primary Examiner") was read into the claims.
 */
const SIGNS = [/[a-z]claim\s*\d/i, /\bclaim\s*\d+[a-z]{2,}/i, /\b(?:References\s+Cited|Primary\s+Examiner|Assistant\s+Examiner)\b/];

export function ocrDamaged(claimTexts: readonly string[]): boolean {
  return claimTexts.some((text) => SIGNS.some((sign) => sign.test(text)));
}
