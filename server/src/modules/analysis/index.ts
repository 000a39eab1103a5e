/** What the analysis module offers the rest of the server: other modules and the app import it only from here. */
export { buildReport } from './build-report';
export { DESCRIPTION_SECTIONS } from './checks/unsupported-terms';
export { findClaimReferences } from './claims/claim-references';
export { parseClaims } from './claims/parse-claims';
export { structuredClaims } from './claims/structured-claims';
export { checkDraft } from './drafting/check-draft';
export { parseDraftClaims } from './drafting/draft-claims';
export { feeTableAt } from './fees/estimate-fees';
export { summariseWithLlm, type LlmSettings } from './llm/summarise-with-llm';
export { detectSections } from './sections/detect-sections';
export { structuredSections } from './sections/structured-sections';
export { coverage, termSet } from './text/terms';
