import type { Finding } from '@iprism/shared/contracts';
import { type CheckContext, finding } from './check-context';

/** 35 U.S.C. 112(d): a dependent claim may refer only to a preceding claim that exists. */
export function claimReferences(context: CheckContext): Finding[] {
  const numbers = new Set(context.claims.map((c) => c.number));
  const findings: Finding[] = [];
  for (const claim of context.claims) {
    for (const ref of claim.references) {
      const problem =
        ref.claim === claim.number ? 'refers to itself' : !numbers.has(ref.claim) ? `refers to claim ${ref.claim}, which does not exist` : ref.claim > claim.number ? `refers to a later claim (${ref.claim})` : null;
      if (problem) findings.push(finding(context, 'claim-reference', 'error', `Claim ${claim.number} ${problem}.`, { section: 'claims', start: ref.start, end: ref.end, claim: claim.number }));
    }
  }
  return findings;
}
