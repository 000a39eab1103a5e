import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding, FindingRule } from '@iprism/shared/contracts';
import { REPO_ROOT } from '../../../server/src/platform/config/config';

/** One finding of the analysis on a real claim, judged by reading the claim (MPEP 2173.05(e) / 2163). */
export interface LabelledFinding {
  /** The grant it was found in (see grants.ts) and its publication number. */
  source: string;
  document: string | null;
  rule: FindingRule;
  claim: number;
  /** Offset of the finding in the claims section, as the report gives it. */
  start: number;
  excerpt: string;
  /** Whether the finding is right: a real defect an attorney would fix. */
  label: boolean;
  reason: string;
}

export const LABELLED_FINDINGS = join(REPO_ROOT, 'server/test/fixtures/labelled-findings.json');

export function labelledFindings(): LabelledFinding[] {
  return JSON.parse(readFileSync(LABELLED_FINDINGS, 'utf8')) as LabelledFinding[];
}

export const findingKey = (source: string, rule: string, claim: number | null, start: number): string => `${source}|${rule}|${claim}|${start}`;

export interface Precision {
  /** Findings of that severity the set holds, and how many of them are right. */
  judged: number;
  right: number;
  precision: number;
  /** Findings of that severity the set does not hold (new since it was labelled). */
  unlabelled: string[];
}

/** Precision of the warnings or errors of `rules` that the analysis gives on each source, judged by the labels. */
export function precisionOf(findings: ReadonlyMap<string, readonly Finding[]>, labels: readonly LabelledFinding[], severities: readonly string[], rules: readonly FindingRule[]): Precision {
  const byKey = new Map(labels.map((l) => [findingKey(l.source, l.rule, l.claim, l.start), l]));
  let judged = 0;
  let right = 0;
  const unlabelled: string[] = [];
  for (const [source, list] of findings) {
    for (const f of list) {
      if (!severities.includes(f.severity) || !rules.includes(f.rule)) continue;
      const label = byKey.get(findingKey(source, f.rule, f.location.claim, f.location.start));
      if (!label) {
        unlabelled.push(`${source} claim ${f.location.claim}: ${f.location.excerpt}`);
        continue;
      }
      judged += 1;
      if (label.label) right += 1;
    }
  }
  return { judged, right, precision: judged === 0 ? 1 : right / judged, unlabelled };
}
