/**
 * bench:quality findings — whether an attorney can trust the claim findings (docs/benchmarks.md "Findings").
 *
 *   pnpm bench:findings      (also the last part of pnpm bench:quality)
 *
 * Over the US grants of the shared data (grants.ts), through the report stage's own analysis:
 * - precision of warnings and errors (antecedent basis, unsupported terms) against the labelled set
 *   server/test/fixtures/labelled-findings.json; findings the set does not hold are listed, not guessed;
 * - recall of antecedent errors injected into the independent claims (inject.ts);
 * - error-severity findings per granted patent, every rule.
 */
import type { Finding, FindingRule } from '@iprism/shared/contracts';
import { buildReport } from '../../../server/src/modules/analysis/build-report';
import { antecedentBasis } from '../../../server/src/modules/analysis/checks/antecedent-basis';
import { ocrDamaged, translated } from '../../../server/src/modules/analysis/checks/text-quality';
import { parseClaims } from '../../../server/src/modules/analysis/claims/parse-claims';
import { usGrants } from './grants';
import { deletionInjections } from './inject';
import { labelledFindings, precisionOf } from './labelled';

const RULES: FindingRule[] = ['antecedent-basis', 'unsupported-term'];
const NOW = new Date('2026-01-01T00:00:00Z');

export function findingsBenchmark(): void {
  const grants = usGrants();
  const findings = new Map<string, Finding[]>();
  for (const g of grants) findings.set(g.id, buildReport({ applicationId: g.id, fileName: g.id, document: g.document, now: NOW }).findings);

  const labels = labelledFindings();
  console.log(`\nClaim findings on ${grants.length} US grants (labelled set: ${labels.length} findings, ${labels.filter((l) => l.label).length} right)`);
  console.log('findings                              judged   right   precision');
  for (const [name, severities, rules] of [
    ['errors', ['error'], RULES],
    ['warnings', ['warning'], RULES],
    ['warnings + errors', ['warning', 'error'], RULES],
    ['  antecedent basis', ['warning', 'error'], ['antecedent-basis']],
    ['  unsupported term', ['warning', 'error'], ['unsupported-term']],
  ] as const) {
    const p = precisionOf(findings, labels, severities, rules);
    console.log(`${name.padEnd(36)} ${String(p.judged).padStart(7)} ${String(p.right).padStart(7)}   ${p.precision.toFixed(3).padStart(9)}`);
    if (name === 'warnings + errors') for (const u of p.unlabelled) console.log(`    not in the labelled set: ${u}`);
  }

  let injected = 0;
  let asError = 0;
  let asWarning = 0;
  for (const g of grants) {
    const claims = g.document.structured?.claims ?? [];
    if (ocrDamaged(claims.map((c) => c.text)) || translated(claims.map((c) => c.text))) continue;
    for (const source of claims.filter((c) => c.dependsOn.length === 0)) {
      for (const injection of deletionInjections(source.text)) {
        const text = `1. ${injection.claim}`;
        const parsed = parseClaims(text);
        const layout = { sections: [{ name: 'claims' as const, heading: '', text, page: null }], pageAt: () => null };
        const at = injection.at + 3;
        const found = antecedentBasis({ layout, claims: parsed }).find((f) => f.location.start === at);
        injected += 1;
        if (found?.severity === 'error') asError += 1;
        else if (found?.severity === 'warning') asWarning += 1;
      }
    }
  }
  console.log(`\nInjected antecedent errors (the introducing phrase deleted from ${injected} terms of independent claims)`);
  console.log(`recall as error ${(asError / injected).toFixed(3)}, as warning or error ${((asError + asWarning) / injected).toFixed(3)}`);

  const errors = [...findings.values()].map((list) => list.filter((f) => f.severity === 'error'));
  const byRule = new Map<string, number>();
  for (const f of errors.flat()) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
  console.log(`\nError-severity findings per granted patent: ${(errors.flat().length / grants.length).toFixed(2)} (${errors.flat().length} on ${grants.length}; ${[...byRule].map(([r, n]) => `${r} ${n}`).join(', ') || 'none'})`);
}

if (process.argv[1]?.endsWith('findings/run.ts')) findingsBenchmark();
