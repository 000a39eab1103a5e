import type { DraftClaim } from '@iprism/shared/contracts';
import { rewriteReferences } from './rewrite-references';

export interface Renumbered {
  claims: DraftClaim[];
  /** Old number → new number, for every claim that kept its place in the set. */
  mapping: Map<number, number>;
}

/**
 * Numbers the claims 1, 2, 3… in the order given and rewrites every claim reference to follow. A number
 * held by more than one claim (a duplicate) maps to the first of them, as a reader would take it; a
 * reference to a claim that is not in the set is left as written for the checks to flag.
 */
export function renumberClaims(claims: readonly DraftClaim[]): Renumbered {
  const mapping = new Map<number, number>();
  claims.forEach((c, i) => {
    if (!mapping.has(c.number)) mapping.set(c.number, i + 1);
  });
  return {
    mapping,
    claims: claims.map((c, i) => ({ number: i + 1, text: rewriteReferences(c.text, c.number, (n) => mapping.get(n)) })),
  };
}
