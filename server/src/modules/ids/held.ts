import type { IdsCitation, IdsHeldCitation, IdsIssue } from '@iprism/shared/contracts';

/** What holds a citation out of the SB/08: any error, and being a duplicate of another citation. */
const holds = (issue: IdsIssue): boolean => issue.citationRef !== null && (issue.severity === 'error' || issue.code === 'duplicate');

/** The citations to correct before the SB/08 is filed, in IDS order, each with the messages that hold it. */
export function heldCitations(citations: readonly IdsCitation[], issues: readonly IdsIssue[]): IdsHeldCitation[] {
  const reasons = new Map<string, string[]>();
  for (const issue of issues.filter(holds)) reasons.set(issue.citationRef!, [...(reasons.get(issue.citationRef!) ?? []), issue.message]);
  return citations.flatMap((c) => (reasons.has(c.ref) ? [{ ref: c.ref, citeNo: c.citeNo, label: citationLabel(c), reasons: reasons.get(c.ref)! }] : []));
}

/** A citation as written: its number with country and kind, or the literature's title (else its first words). */
export function citationLabel(c: IdsCitation): string {
  if (c.type === 'npl') {
    const text = c.npl?.title ?? c.npl?.text ?? '';
    return text.length > 80 ? `${text.slice(0, 79)}…` : text || '(empty)';
  }
  return [c.country && !c.number?.toUpperCase().startsWith(c.country) ? c.country : null, c.number, c.kind].filter(Boolean).join(' ') || '(no number)';
}
