/**
 * Claim text whose wording is not the drafter's own, so that a missing antecedent may be a misread or a
 * translation rather than a defect: damaged by OCR (claim references run into their neighbours, "ofclaim
 * 1further"; the front page's "References Cited" read into the claims), or drafted for another office and
 * translated (European two-part form, "characterized in that").
 */
const OCR_SIGNS = [/[a-z]claim\s*\d/i, /\bclaim\s*\d+[a-z]{2,}/i, /\b(?:References\s+Cited|Primary\s+Examiner|Assistant\s+Examiner)\b/];
const TRANSLATION_SIGNS = [/\bcharacteri[sz]ed\s+in\s+that\b/i];

export function ocrDamaged(claimTexts: readonly string[]): boolean {
  return claimTexts.some((text) => OCR_SIGNS.some((sign) => sign.test(text)));
}

export function translated(claimTexts: readonly string[]): boolean {
  return claimTexts.some((text) => TRANSLATION_SIGNS.some((sign) => sign.test(text)));
}
