import { FINDING_RULES, FINDING_SEVERITIES, SECTION_NAMES, type Finding, type FindingRule, type FindingSeverity } from '@iprism/shared/contracts/report';

/** The findings list's filters; null shows all. */
export interface FindingFilter {
  severity: FindingSeverity | null;
  rule: FindingRule | null;
}

export const NO_FILTER: FindingFilter = { severity: null, rule: null };

const severityRank = (s: FindingSeverity) => FINDING_SEVERITIES.indexOf(s);
const sectionRank = (f: Finding) => SECTION_NAMES.indexOf(f.location.section);

/** Worst first, then in document order (section, then offset), ties by id so the order is stable. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) => severityRank(a.severity) - severityRank(b.severity) || sectionRank(a) - sectionRank(b) || a.location.start - b.location.start || a.id.localeCompare(b.id),
  );
}

/** The findings the filter lets through, sorted. */
export function filterFindings(findings: readonly Finding[], filter: FindingFilter): Finding[] {
  return sortFindings(findings.filter((f) => (!filter.severity || f.severity === filter.severity) && (!filter.rule || f.rule === filter.rule)));
}

export interface Count<K extends string> {
  key: K;
  count: number;
}

/** How many findings per severity, every severity listed (worst first), zeros included. */
export function countBySeverity(findings: readonly Finding[]): Count<FindingSeverity>[] {
  return FINDING_SEVERITIES.map((key) => ({ key, count: findings.filter((f) => f.severity === key).length }));
}

/** How many findings per rule, only rules that occur, most frequent first (ties in catalogue order). */
export function countByRule(findings: readonly Finding[]): Count<FindingRule>[] {
  return FINDING_RULES.map((key) => ({ key, count: findings.filter((f) => f.rule === key).length }))
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count || FINDING_RULES.indexOf(a.key) - FINDING_RULES.indexOf(b.key));
}

/** The rules that occur, in catalogue order: the rule filter's options. */
export const rulesPresent = (findings: readonly Finding[]): FindingRule[] => FINDING_RULES.filter((rule) => findings.some((f) => f.rule === rule));

/** The findings located on one page (PDF viewer). */
export const findingsOnPage = (findings: readonly Finding[], page: number): Finding[] => sortFindings(findings.filter((f) => f.location.page === page));
