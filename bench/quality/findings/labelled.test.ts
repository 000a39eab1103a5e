import type { Finding } from '@iprism/shared/contracts';
import { labelledFindings, precisionOf, type LabelledFinding } from './labelled';

const finding = (rule: Finding['rule'], severity: Finding['severity'], claim: number, start: number): Finding => ({
  id: `${rule}:claims:${start}`,
  rule,
  severity,
  message: '',
  location: { section: 'claims', start, end: start + 3, claim, page: null, excerpt: 'the' },
});

describe('the labelled findings', () => {
  it('holds at least 200 findings of real grants, each judged with its MPEP reason', () => {
    const labels = labelledFindings();
    expect(labels.length).toBeGreaterThanOrEqual(200);
    for (const l of labels) {
      expect(l.source).not.toBe('');
      expect(typeof l.label).toBe('boolean');
      expect(l.reason).toMatch(l.rule === 'antecedent-basis' ? /^MPEP 2173\.05\(e\): / : /^MPEP 2163: /);
    }
    expect(new Set(labels.map((l) => `${l.source}|${l.rule}|${l.claim}|${l.start}`)).size).toBe(labels.length);
  });

  it('judges the findings it holds and lists the ones it does not', () => {
    const labels: LabelledFinding[] = [
      { source: 'a', document: null, rule: 'antecedent-basis', claim: 1, start: 10, excerpt: 'the x', label: true, reason: '' },
      { source: 'a', document: null, rule: 'antecedent-basis', claim: 2, start: 20, excerpt: 'the y', label: false, reason: '' },
    ];
    const findings = new Map([['a', [finding('antecedent-basis', 'error', 1, 10), finding('antecedent-basis', 'warning', 2, 20), finding('antecedent-basis', 'error', 3, 30), finding('antecedent-basis', 'info', 4, 40)]]]);
    const both = precisionOf(findings, labels, ['warning', 'error'], ['antecedent-basis']);
    expect([both.judged, both.right, both.precision, both.unlabelled.length]).toEqual([2, 1, 0.5, 1]);
    expect(precisionOf(findings, labels, ['error'], ['antecedent-basis']).precision).toBe(1);
  });
});
