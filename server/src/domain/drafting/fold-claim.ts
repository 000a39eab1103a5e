import { trimEndOf, whitespaceOr } from '@iprism/shared/text';
import type { DraftClaim } from '@iprism/shared/contracts';
import { findClaimReferences } from '../../modules/analysis';
import { invalidField } from '../invalid-field';

/** What a dependent claim adds: its wording after the reference to its parent ("…of claim 1, wherein X." → "wherein X."). */
function addedLimitation(text: string, referenceEnd: number): string {
  return text
    .slice(referenceEnd)
    .replace(/^\s*[,:;]?\s*/, '')
    .trim();
}

/**
 * Turns dependent claim `number` into an independent claim by writing out its parent's full text (itself
 * folded first when the parent is dependent) followed by what the claim adds. A claim that refers to
 * several claims in the alternative needs `parent` to say which one to fold. Other claims keep their
 * numbers and references.
 */
export function foldClaim(claims: readonly DraftClaim[], number: number, parent?: number): DraftClaim[] {
  const byNumber = new Map(claims.map((c) => [c.number, c]));
  const target = byNumber.get(number);
  if (!target) throw invalidField('number', `there is no claim ${number}.`);
  const folded = foldedText(byNumber, target, parent, new Set());
  return claims.map((c) => (c.number === number ? { number, text: folded } : c));
}

function foldedText(byNumber: Map<number, DraftClaim>, claim: DraftClaim, parent: number | undefined, seen: Set<number>): string {
  if (seen.has(claim.number)) throw invalidField('number', `claim ${claim.number} depends on itself through its parents.`);
  seen.add(claim.number);
  const references = findClaimReferences(claim.text, claim.number).references.filter((r) => r.claim !== claim.number);
  const parents = [...new Set(references.map((r) => r.claim))];
  if (parents.length === 0) {
    if (seen.size === 1) throw invalidField('number', `claim ${claim.number} is already independent.`);
    return claim.text;
  }
  if (parents.length > 1 && (parent === undefined || !parents.includes(parent))) {
    throw invalidField('parent', `claim ${claim.number} refers to claims ${parents.join(', ')}; choose the one to fold in.`);
  }
  const chosen = parents.length > 1 ? parent! : parents[0]!;
  const parentClaim = byNumber.get(chosen);
  if (!parentClaim) throw invalidField('number', `claim ${claim.number} refers to claim ${chosen}, which does not exist.`);
  const reference = references.find((r) => r.claim === chosen)!;
  const base = trimEndOf(foldedText(byNumber, parentClaim, undefined, seen), whitespaceOr('.'));
  const limitation = addedLimitation(claim.text, reference.end);
  // A parent written as a list of limitations ("…; and c") takes the new one as the next item.
  const joiner = /;/.test(base) ? '; ' : ', ';
  return `${base}${joiner}${limitation}`;
}
