import type { Finding } from '@iprism/shared/contracts/report';
import { claimPreview, dependencyLabel } from './claim-text';
import { countByRule, countBySeverity, filterFindings, findingsOnPage, rulesPresent, sortFindings } from './findings';
import { formatUsd, locationLabel, summaryLabel } from './report-labels';
import { splitAtSpan } from './text-span';

const finding = (id: string, over: Partial<Finding> = {}, location: Partial<Finding['location']> = {}): Finding => ({
  id,
  rule: 'antecedent-basis',
  severity: 'warning',
  message: id,
  location: { section: 'claims', start: 0, end: 1, claim: null, page: null, excerpt: 'x', ...location },
  ...over,
});

const FINDINGS = [
  finding('a', { severity: 'info', rule: 'abstract-length' }, { section: 'abstract', page: 3 }),
  finding('b', {}, { start: 50, page: 2 }),
  finding('c', { severity: 'error' }, { start: 90, page: 2 }),
  finding('d', {}, { start: 10, page: 2 }),
  finding('e', { rule: 'reference-numeral' }, { section: 'detailedDescription', page: 1 }),
];

describe('findings', () => {
  it('sorts worst first, then in document order', () => {
    expect(sortFindings(FINDINGS).map((f) => f.id)).toEqual(['c', 'e', 'd', 'b', 'a']);
  });

  it('filters by severity and rule', () => {
    expect(filterFindings(FINDINGS, { severity: 'warning', rule: null }).map((f) => f.id)).toEqual(['e', 'd', 'b']);
    expect(filterFindings(FINDINGS, { severity: 'warning', rule: 'antecedent-basis' }).map((f) => f.id)).toEqual(['d', 'b']);
    expect(filterFindings(FINDINGS, { severity: null, rule: 'title-length' })).toEqual([]);
  });

  it('counts by severity (all listed) and by rule (only present, most first)', () => {
    expect(countBySeverity(FINDINGS)).toEqual([
      { key: 'error', count: 1 },
      { key: 'warning', count: 3 },
      { key: 'info', count: 1 },
    ]);
    expect(countByRule(FINDINGS)).toEqual([
      { key: 'antecedent-basis', count: 3 },
      { key: 'reference-numeral', count: 1 },
      { key: 'abstract-length', count: 1 },
    ]);
    expect(rulesPresent(FINDINGS)).toEqual(['antecedent-basis', 'reference-numeral', 'abstract-length']);
  });

  it('picks the findings of one page', () => {
    expect(findingsOnPage(FINDINGS, 2).map((f) => f.id)).toEqual(['c', 'd', 'b']);
    expect(findingsOnPage(FINDINGS, 9)).toEqual([]);
  });
});

describe('claim text', () => {
  it('previews the first words without the claim number', () => {
    expect(claimPreview('1. A method of controlling blade pitch comprising: measuring wind speed at a hub', 6)).toBe('A method of controlling blade pitch…');
    expect(claimPreview('  2) The method of claim 1.  ')).toBe('The method of claim 1.');
  });

  it('names dependencies', () => {
    expect(dependencyLabel({ dependsOn: [], multipleDependent: false })).toBeNull();
    expect(dependencyLabel({ dependsOn: [1], multipleDependent: false })).toBe('Depends on claim 1');
    expect(dependencyLabel({ dependsOn: [1, 2, 3], multipleDependent: true })).toBe('Depends on claims 1, 2 and 3 (multiple dependent)');
  });
});

describe('splitAtSpan', () => {
  it('cuts around the span and clamps bad offsets', () => {
    expect(splitAtSpan('the lever arm', 4, 9)).toEqual({ before: 'the ', match: 'lever', after: ' arm' });
    expect(splitAtSpan('abc', 2, 99)).toEqual({ before: 'ab', match: 'c', after: '' });
    expect(splitAtSpan('abc', 2, 1)).toEqual({ before: 'ab', match: '', after: 'c' });
  });
});

describe('report labels', () => {
  it('names the summary kind', () => {
    expect(summaryLabel({ kind: 'extractive', model: null })).toBe('Extractive summary');
    expect(summaryLabel({ kind: 'abstractive', model: 'claude-sonnet' })).toBe('AI summary by claude-sonnet');
  });

  it('formats fees and locations', () => {
    expect([formatUsd(1040), formatUsd(208.5), formatUsd(0)]).toEqual(['$1,040', '$208.50', '$0']);
    expect(locationLabel({ section: 'claims', claim: 3, page: 12 })).toBe('Claims · claim 3 · page 12');
    expect(locationLabel({ section: 'abstract', claim: null, page: null })).toBe('Abstract');
  });
});
