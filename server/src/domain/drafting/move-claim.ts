import type { DraftClaim } from '@iprism/shared/contracts';
import { findClaimReferences } from '../../modules/analysis';
import { invalidField } from '../invalid-field';
import { renumberClaims, type Renumbered } from './renumber-claims';

export interface Moved extends Renumbered {
  /** Claims that now refer to a claim after them (37 CFR 1.75(c) wants the parent first), in words. */
  warnings: string[];
}

/**
 * Moves claim `number` so it becomes claim `toPosition` (1-based), then renumbers every claim and
 * reference. A move that leaves a dependent claim before its parent is made, with a warning naming it.
 */
export function moveClaim(claims: readonly DraftClaim[], number: number, toPosition: number): Moved {
  const from = claims.findIndex((c) => c.number === number);
  if (from === -1) throw invalidField('number', `there is no claim ${number}.`);
  if (!Number.isInteger(toPosition) || toPosition < 1 || toPosition > claims.length) throw invalidField('toPosition', `must be from 1 to ${claims.length}.`);
  const order = [...claims];
  const [claim] = order.splice(from, 1);
  order.splice(toPosition - 1, 0, claim!);
  const renumbered = renumberClaims(order);
  const warnings = renumbered.claims.flatMap((c) => {
    const later = [...new Set(findClaimReferences(c.text, c.number).references.map((r) => r.claim))].filter((n) => n > c.number && n <= renumbered.claims.length);
    return later.length ? [`Claim ${c.number} now refers to later claim${later.length > 1 ? 's' : ''} ${later.join(', ')}.`] : [];
  });
  return { ...renumbered, warnings };
}
