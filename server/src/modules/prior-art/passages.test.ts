import { termSet } from '../analysis/text/terms';
import { bestPassage } from './best-passage';
import { passagesOf } from './passages';

const ref = {
  publicationNumber: 'US1234567B2',
  title: 'Adaptive cruise control',
  abstract: 'A vehicle measures the distance to a leading vehicle with a radar sensor. A controller adjusts the throttle to keep a safe gap.',
  claims: '1. A vehicle comprising a radar sensor and a controller. 2. The vehicle of claim 1, wherein the controller brakes.',
  description: 'Background. Cruise control systems are known. '.repeat(3),
};

describe('passages and best passage', () => {
  it('cuts the abstract, claims and description into quotable passages, never the title alone', () => {
    const passages = passagesOf(ref);
    expect(new Set(passages.map((p) => p.field))).toEqual(new Set(['abstract', 'claims', 'description']));
    expect(passages.some((p) => p.text === ref.title)).toBe(false);
    expect(passagesOf({ ...ref, abstract: '', claims: '', description: '' })).toEqual([]);
  });

  it('finds the passage that covers the element, and reports its field and coverage', () => {
    const match = bestPassage(termSet('measuring a distance to a leading vehicle using radar'), passagesOf(ref));
    expect(match.field).toBe('abstract');
    expect(match.passage).toContain('radar sensor');
    expect(match.score).toBeGreaterThan(0.6);
  });

  it('is no match when nothing overlaps', () => {
    expect(bestPassage(termSet('photosynthetic algae bioreactor'), passagesOf(ref))).toEqual({ passage: null, field: null, score: 0 });
  });
});
