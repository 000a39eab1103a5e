import type { StatutoryCategory } from '@iprism/shared/contracts';
import { blankArtefacts } from './claim-artefacts';
import { categoryOfPreamble } from './claim-category';
import { type ClaimReference, findClaimReferences } from './claim-references';
import { splitClaims } from './split-claims';

/** A claim as the analysis sees it: the contract's fields plus where it lies in the claims section. */
export interface ParsedClaim {
  number: number;
  /** The claim's wording, whitespace collapsed, without its number. */
  text: string;
  independent: boolean;
  /** Earlier existing claims it refers to, ascending. */
  dependsOn: number[];
  multipleDependent: boolean;
  category: StatutoryCategory;
  /** Offsets into the claims section text: the claim number, the wording, the end. */
  start: number;
  bodyStart: number;
  end: number;
  /** The section text from bodyStart to end with page furniture blanked: same length, same offsets. */
  body: string;
  /** Every reference as written (offsets into the section text), valid or not. */
  references: ClaimReference[];
}

/** Splits a claims section into numbered claims, with references, dependency and category. */
export function parseClaims(text: string): ParsedClaim[] {
  const clean = blankArtefacts(text);
  const claims: ParsedClaim[] = [];
  for (const span of splitClaims(clean)) {
    const body = clean.slice(span.bodyStart, span.end);
    const found = findClaimReferences(body, span.number);
    const references = found.references.map((r) => ({ ...r, start: r.start + span.bodyStart, end: r.end + span.bodyStart }));
    claims.push(
      withDependencies({
        number: span.number,
        text: body.replace(/\s+/g, ' ').trim(),
        start: span.start,
        bodyStart: span.bodyStart,
        end: span.end,
        body,
        references,
        alternative: found.alternative,
      }, claims),
    );
  }
  return claims;
}

interface Draft {
  number: number;
  text: string;
  start: number;
  bodyStart: number;
  end: number;
  body: string;
  references: ClaimReference[];
  alternative: boolean;
}

/** Dependency and category from the references; only references to earlier claims that exist count. */
export function withDependencies(draft: Draft, earlier: readonly ParsedClaim[]): ParsedClaim {
  const byNumber = new Map(earlier.map((c) => [c.number, c]));
  const dependsOn = [...new Set(draft.references.map((r) => r.claim))].filter((n) => n < draft.number && byNumber.has(n)).sort((a, b) => a - b);
  const parent = byNumber.get(dependsOn[0] ?? 0);
  const { alternative, ...rest } = draft;
  return {
    ...rest,
    independent: dependsOn.length === 0,
    dependsOn,
    multipleDependent: alternative && dependsOn.length > 1,
    category: parent ? parent.category : categoryOfPreamble(draft.text),
  };
}
