import { EMPTY_BIBLIOGRAPHY, type Report } from '@iprism/shared/contracts/report';
import type { ApplicationRecord } from '@iprism/shared/contracts/applications';

const CLAIMS_TEXT = '1. A wind turbine comprising a rotor and a pitch controller.\n2. The wind turbine of claim 1, wherein the lever is hinged.\n3. A method of controlling blade pitch.';

/** A small but complete report for the screens' tests. */
export const REPORT: Report = {
  applicationId: 'app_1',
  generatedAt: '2026-03-02T12:30:00.000Z',
  document: { fileName: 'turbine.pdf', format: 'pdf', pages: 12, title: 'Adaptive wind turbine blade pitch control', documentNumber: null, bibliography: EMPTY_BIBLIOGRAPHY },
  sections: [
    { name: 'claims', heading: 'CLAIMS', text: CLAIMS_TEXT, page: 10 },
    { name: 'abstract', heading: 'ABSTRACT', text: 'A turbine adjusts its blades.', page: 12 },
  ],
  claims: [
    { number: 1, text: '1. A wind turbine comprising a rotor and a pitch controller.', independent: true, dependsOn: [], multipleDependent: false, category: 'apparatus', page: 10 },
    { number: 2, text: '2. The wind turbine of claim 1, wherein the lever is hinged.', independent: false, dependsOn: [1], multipleDependent: false, category: 'apparatus', page: 10 },
    { number: 3, text: '3. A method of controlling blade pitch.', independent: true, dependsOn: [], multipleDependent: false, category: 'method', page: 11 },
  ],
  claimTree: [
    { number: 1, children: [{ number: 2, children: [] }] },
    { number: 3, children: [] },
  ],
  findings: [
    {
      id: 'f-1',
      rule: 'antecedent-basis',
      severity: 'error',
      message: '"the lever" has no antecedent basis.',
      location: { section: 'claims', start: CLAIMS_TEXT.indexOf('the lever'), end: CLAIMS_TEXT.indexOf('the lever') + 9, claim: 2, page: 10, excerpt: 'the lever' },
    },
    {
      id: 'f-2',
      rule: 'abstract-length',
      severity: 'info',
      message: 'The abstract is short.',
      location: { section: 'abstract', start: 0, end: 9, claim: null, page: null, excerpt: 'A turbine' },
    },
  ],
  statistics: {
    pages: 12,
    words: 4210,
    claims: 3,
    independentClaims: 2,
    dependentClaims: 1,
    multipleDependentClaims: 0,
    abstractWords: 5,
    titleChars: 41,
    referenceNumerals: 14,
    findings: { error: 1, warning: 0, info: 1 },
  },
  fees: {
    effectiveDate: '2025-01-19',
    source: 'USPTO fee schedule',
    totalClaimsForFee: 23,
    independentClaims: 4,
    lines: [
      { code: '1202', description: 'Each claim in excess of 20', count: 3, unitFee: { large: 200, small: 80, micro: 40 }, amount: { large: 600, small: 240, micro: 120 } },
      { code: '1201', description: 'Each independent claim in excess of 3', count: 1, unitFee: { large: 600, small: 240, micro: 120 }, amount: { large: 600, small: 240, micro: 120 } },
    ],
    total: { large: 1200, small: 480, micro: 240 },
  },
  summary: { kind: 'extractive', text: 'A wind turbine adjusts the pitch of its blades.', model: null, claimExplanations: [] },
};

/** An archive row. */
export const record = (id: string, over: Partial<ApplicationRecord> = {}): ApplicationRecord => ({
  id,
  title: `Application ${id}`,
  owner: { id: 'u_1', name: 'Priya Pro' },
  organizationId: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  stages: [],
  status: 'completed',
  files: [{ kind: 'application', name: `${id}.pdf`, mediaType: 'application/pdf', size: 2048, pages: 12 }],
  ...over,
});
