import { extractiveSummary } from '../summary/extractive';
import { detectSections } from './detect-sections';
import { sectionOfHeading } from './headings';

describe('sectionOfHeading', () => {
  it.each([
    ['CROSS-REFERENCE TO RELATED APPLICATION', 'crossReference'],
    ['Cross Reference to Related Applications', 'crossReference'],
    ['TECHNICAL FIELD', 'field'],
    ['1. Field of the Invention', 'field'],
    ['BACKGROUND OF THE INVENTION', 'background'],
    ['Background', 'background'],
    ['BRIEF SUMMARY', 'summary'],
    ['SUMMARY OF THE INVENTION', 'summary'],
    ['BRIEF DESCRIPTION OF THE DRAWINGS', 'drawings'],
    ['DETAILED DESCRIPTION OF THE PREFERRED EMBODIMENTS', 'detailedDescription'],
    ['What is claimed is:', 'claims'],
    ['I claim:', 'claims'],
    ['We claim:', 'claims'],
    ['CLAIMS', 'claims'],
    ['The invention claimed is:', 'claims'],
    ['ABSTRACT OF THE DISCLOSURE', 'abstract'],
    ['The background of this fan is long.', null],
  ])('%s → %s', (line, name) => {
    expect(sectionOfHeading(line)).toBe(name);
  });
});

describe('detectSections', () => {
  it('starts the claims at an inline lead-in and ignores heading words inside the claims', () => {
    const { sections } = detectSections(['Fan\nSUMMARY\nA fan.\nWe claim: 1. A fan.\nSummary\n2. The fan of claim 1.\nABSTRACT\nA fan.'], false);
    expect(sections.map((s) => [s.name, s.heading, s.text, s.page])).toEqual([
      ['title', '', 'Fan', null],
      ['summary', 'SUMMARY', 'A fan.', null],
      ['claims', 'We claim:', '1. A fan.\nSummary\n2. The fan of claim 1.', null],
      ['abstract', 'ABSTRACT', 'A fan.', null],
    ]);
  });

  it('takes the title from INID code (54) on a publication front page', () => {
    const { sections } = detectSections(['(19) United States\n(12) Patent Application Publication\n(54) FOLDING CHAIR\nABSTRACT\nA chair.'], true);
    expect(sections[0]).toEqual({ name: 'title', heading: '', text: 'FOLDING CHAIR', page: 1 });
  });
});

describe('extractiveSummary', () => {
  it('keeps the 3 best-scoring sentences (of 3–5) from field, summary and abstract of field, summary and abstract in document order', () => {
    const sections = [
      { name: 'field' as const, heading: '', text: 'The disclosure relates to folding chairs with a frame and a seat.', page: null },
      { name: 'background' as const, heading: '', text: 'Chairs are old. This sentence about history should never be chosen.', page: null },
      { name: 'summary' as const, heading: '', text: 'A folding chair has a frame and a seat hinged to the frame. The seat folds flat against the frame for storage. Ok. Colours vary widely between many different markets worldwide.', page: null },
      { name: 'abstract' as const, heading: '', text: 'A folding chair with a seat hinged to a frame so that the seat folds flat.', page: null },
    ];
    const summary = extractiveSummary(sections);
    expect(summary.kind).toBe('extractive');
    expect(summary.text).toBe(
      'The disclosure relates to folding chairs with a frame and a seat. A folding chair has a frame and a seat hinged to the frame. A folding chair with a seat hinged to a frame so that the seat folds flat.',
    );
  });
});
