import type { ChartedClaim } from '@iprism/shared/contracts';
import { claimElements } from '../../modules/prior-art';

/**
 * Claims split into the elements an attorney charts, by the prior-art chart's own splitter; each element
 * id is "claim.element" ("1.1" the preamble when there is one), stable for the same wording.
 */
export function chartedClaims(claims: readonly { number: number; text: string }[]): ChartedClaim[] {
  return claims.map((c) => ({ number: c.number, elements: claimElements(c.text).map((text, i) => ({ id: `${c.number}.${i + 1}`, text })) }));
}
