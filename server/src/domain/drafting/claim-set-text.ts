import type { DraftClaim } from '@iprism/shared/contracts';
import { parseClaims } from '../../modules/analysis';

/** The claims of a claims section as the editor holds them, read by the report's claim parser. */
export function draftClaimsOf(claimsText: string): DraftClaim[] {
  return parseClaims(claimsText).map((c) => ({ number: c.number, text: c.text }));
}

/** Claims written back as a claims section: "N. text", one claim a paragraph. */
export function claimsSectionOf(claims: readonly DraftClaim[]): string {
  return claims.map((c) => `${c.number}. ${c.text}`).join('\n\n');
}
