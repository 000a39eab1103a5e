import { ReportSchema } from '@iprism/shared/contracts';
import type { ExtractedDocument } from '../documents/extracted-document';
import { buildReport } from './build-report';
import { patentEvalSets } from './test-data';

const NOW = new Date('2025-06-01T12:00:00Z');

const PAGES = [
  'US 2021/0000001 A1\nBLADE ASSEMBLY FOR A FAN\nCROSS-REFERENCE TO RELATED APPLICATIONS\nThis application claims priority to U.S. Provisional No. 62/000,000.\nTECHNICAL FIELD\nThe disclosure relates to fans.',
  'BACKGROUND OF THE INVENTION\nFans move air. Known fans are noisy.\nBRIEF SUMMARY\nA fan has a hub and blades. The blades are curved to reduce noise. The hub holds the blades.',
  'BRIEF DESCRIPTION OF THE DRAWINGS\nFIG. 1 shows a fan 10.\nDETAILED DESCRIPTION OF THE PREFERRED EMBODIMENTS\nThe fan 10 has a blade 12 and a hub 14. The hub 12 turns. The drive shaft 20 and the drive shaft 22 are steel. The blade 12 has 3 holes of 5 mm.',
  'What is claimed is:\n1. A fan comprising a hub and a blade, wherein the rotor turns the blade.\n2. The fan of claim 3, wherein the hub is steel.\n3. The fan of claim 1, wherein the blade is a propeller.\n',
  'ABSTRACT OF THE DISCLOSURE\nA fan with a hub and curved blades that reduce noise.',
];

describe('buildReport', () => {
  const report = buildReport({ applicationId: 'app_1', fileName: 'fan.pdf', document: { format: 'pdf', pages: PAGES, paginated: true, structured: null }, now: NOW });

  it('reads the sections by their headings, with the title before the first heading and start pages', () => {
    expect(report.sections.map((s) => [s.name, s.page])).toEqual([
      ['title', 1],
      ['crossReference', 1],
      ['field', 1],
      ['background', 2],
      ['summary', 2],
      ['drawings', 3],
      ['detailedDescription', 3],
      ['claims', 4],
      ['abstract', 5],
    ]);
    expect(report.document.title).toBe('BLADE ASSEMBLY FOR A FAN');
    expect(report.sections.find((s) => s.name === 'abstract')?.text).toBe('A fan with a hub and curved blades that reduce noise.');
  });

  it('parses the claims with pages and runs every check', () => {
    expect(report.claims.map((c) => [c.number, c.dependsOn, c.category, c.page])).toEqual([
      [1, [], 'apparatus', 4],
      [2, [], 'apparatus', 4],
      [3, [1], 'apparatus', 4],
    ]);
    const summary = report.findings.map((f) => [f.rule, f.severity, f.location.excerpt, f.location.page]);
    expect(summary).toEqual(
      expect.arrayContaining([
        ['claim-reference', 'error', 'claim 3', 4],
        ['antecedent-basis', 'error', 'the rotor', 4],
        ['antecedent-basis', 'warning', 'the hub', 4],
        ['unsupported-term', 'warning', 'propeller', 4],
        ['reference-numeral', 'warning', 'hub 12', 3],
        ['reference-numeral', 'info', 'drive shaft 22', 3],
      ]),
    );
    expect(report.findings.find((f) => f.rule === 'reference-numeral' && f.severity === 'warning')?.message).toBe('Reference numeral 12 names both "blade" and "hub".');
    expect(new Set(report.findings.map((f) => f.id)).size).toBe(report.findings.length);
    expect(report.statistics).toMatchObject({ pages: 5, claims: 3, independentClaims: 2, referenceNumerals: 5 });
    expect(() => ReportSchema.parse(report)).not.toThrow();
  });

  it('trusts a structured (USPTO XML) source for title, claims and dependencies', () => {
    const document: ExtractedDocument = {
      format: 'uspto-xml',
      pages: ['…'],
      paginated: false,
      structured: {
        documentNumber: 'US20200000001A1',
        title: 'Cup',
        abstract: 'A cup with a handle.',
        claims: [
          { number: 1, text: '1. A cup comprising a handle.', dependsOn: [] },
          { number: 2, text: 'The cup of claim 1, wherein the handle is round.', dependsOn: [1] },
          { number: 3, text: 'The cup as in any preceding claim, wherein the lid is red.', dependsOn: [1, 2] },
        ],
        description: [
          { heading: 'BACKGROUND', text: 'Cups hold drinks.' },
          { heading: 'DETAILED DESCRIPTION', text: 'The cup 10 has a handle 12.' },
          { heading: 'Example 1', text: 'A red cup.' },
        ],
      },
    };
    const xml = ReportSchema.parse(buildReport({ applicationId: 'a', fileName: 'cup.xml', document, now: NOW }));
    expect(xml.document).toMatchObject({ title: 'Cup', documentNumber: 'US20200000001A1' });
    expect(xml.sections.map((s) => s.name)).toEqual(['title', 'background', 'detailedDescription', 'claims', 'abstract']);
    expect(xml.sections.find((s) => s.name === 'detailedDescription')?.text).toBe('The cup 10 has a handle 12.\nExample 1\nA red cup.');
    expect(xml.claims.map((c) => [c.number, c.dependsOn, c.multipleDependent, c.page])).toEqual([
      [1, [], false, null],
      [2, [1], false, null],
      [3, [1, 2], true, null],
    ]);
    expect(xml.findings.filter((f) => f.rule === 'antecedent-basis').map((f) => f.location.excerpt)).toEqual(['the lid']);
    expect(xml.fees.totalClaimsForFee).toBe(4);
  });

  it('produces a valid report for real PatentEval applications', () => {
    const sets = patentEvalSets();
    for (const set of sets.filter((_, i) => i % 25 === 0)) {
      const text = `${set.abstract.split('. ')[0]}\nWhat is claimed is:\n${set.claims}\nABSTRACT\n${set.abstract}`;
      const report = ReportSchema.parse(buildReport({ applicationId: 'x', fileName: 'a.txt', document: { format: 'text', pages: [text], paginated: false, structured: null }, now: NOW }));
      expect(report.claims.length).toBeGreaterThan(0);
      expect(report.summary.text.length).toBeGreaterThan(0);
    }
  });

  // Its speed is bench:pipeline's to measure (docs/benchmarks.md); here, that the whole of it is read.
  it('analyses a 400-page application', () => {
    const sets = patentEvalSets();
    const description = Array.from({ length: 398 }, (_, i) => `${sets[i % 400]?.abstract} The member ${100 + i} is joined to the arm ${(i % 50) + 1}. ${sets[(i + 7) % 400]?.abstract}`.repeat(3));
    const pages = ['A LONG APPLICATION\nDETAILED DESCRIPTION\n' + description[0], ...description.slice(1), `What is claimed is:\n${sets[1]?.claims}`, `ABSTRACT\n${sets[1]?.abstract}`];
    const report = buildReport({ applicationId: 'big', fileName: 'big.pdf', document: { format: 'pdf', pages, paginated: true, structured: null }, now: NOW });
    expect(report.statistics.pages).toBe(400);
    expect(report.claims.length).toBeGreaterThan(5);
  });
});
