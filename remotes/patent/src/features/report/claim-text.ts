import type { Claim } from '@iprism/shared/contracts/report';

/** The default length of a claim's preview in the tree. */
export const CLAIM_PREVIEW_WORDS = 12;

/**
 * The first words of a claim, without its leading number ("1. A method …" → "A method …"), with an
 * ellipsis when cut.
 */
export function claimPreview(text: string, words: number = CLAIM_PREVIEW_WORDS): string {
  const body = text.trim().replace(/^\d+\s*[.)]\s*/, '');
  const all = body.split(/\s+/).filter(Boolean);
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : all.join(' ');
}

/** Claims by number, for the tree's nodes. */
export const claimsByNumber = (claims: readonly Claim[]): Map<number, Claim> => new Map(claims.map((c) => [c.number, c]));

/** "Depends on claim 1", "Depends on claims 1 and 3 (multiple dependent)", or null for an independent claim. */
export function dependencyLabel(claim: Pick<Claim, 'dependsOn' | 'multipleDependent'>): string | null {
  const refs = claim.dependsOn;
  if (refs.length === 0) return null;
  const list = refs.length === 1 ? `claim ${refs[0]}` : `claims ${refs.slice(0, -1).join(', ')} and ${refs[refs.length - 1]}`;
  return `Depends on ${list}${claim.multipleDependent ? ' (multiple dependent)' : ''}`;
}
