import type { StructuredPatent } from '../../documents';
import { findClaimReferences } from './claim-references';
import { type ParsedClaim, withDependencies } from './parse-claims';
import { stripNumber } from '../sections/structured-sections';

/**
 * Claims of a structured source laid over its claims section text ("N. text" one a line). The source's
 * claim-ref elements are trusted for dependency; the text only locates each reference.
 */
export function structuredClaims(patent: StructuredPatent): ParsedClaim[] {
  const claims: ParsedClaim[] = [];
  let offset = 0;
  for (const source of patent.claims) {
    const text = stripNumber(source.text, source.number);
    const start = offset;
    const bodyStart = start + `${source.number}. `.length;
    const end = bodyStart + text.length;
    const found = findClaimReferences(text, source.number);
    const references = source.dependsOn.map((claim) => {
      const at = found.references.find((r) => r.claim === claim);
      return at ? { claim, start: at.start + bodyStart, end: at.end + bodyStart } : { claim, start: bodyStart, end: bodyStart };
    });
    const conjunctive = found.references.length > 1 && !found.alternative;
    claims.push(
      withDependencies(
        { number: source.number, text: text.replace(/\s+/g, ' '), start, bodyStart, end, body: text, references, alternative: !conjunctive },
        claims,
      ),
    );
    offset = end + 1;
  }
  return claims;
}
