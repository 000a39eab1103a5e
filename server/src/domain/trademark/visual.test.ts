import { visualSimilarity, visualSkeleton } from './visual';

describe('visualSkeleton and visualSimilarity', () => {
  it('reads digits and symbols as the letters they pass for', () => {
    expect(visualSkeleton('C0KE')).toBe(visualSkeleton('coke'));
    expect(visualSkeleton('$TAR')).toBe(visualSkeleton('Star'));
    expect(visualSkeleton('B@NK')).toBe(visualSkeleton('bank'));
    expect(visualSkeleton('App1e')).toBe(visualSkeleton('Apple'));
  });

  it('merges letter pairs that read as one letter', () => {
    expect(visualSkeleton('rnicrosoft')).toBe(visualSkeleton('Microsoft'));
    expect(visualSkeleton('VVave')).toBe(visualSkeleton('Wave'));
  });

  it('ignores spacing, punctuation and accents', () => {
    expect(visualSkeleton('Coca-Cola')).toBe(visualSkeleton('COCA COLA'));
    expect(visualSkeleton('Café')).toBe(visualSkeleton('cafe'));
  });

  it('scores near look-alikes by edit similarity of the skeletons', () => {
    expect(visualSimilarity('G00GLE', 'Google').similarity).toBe(1);
    const near = visualSimilarity('Goog1es', 'Google').similarity;
    expect(near).toBeCloseTo(6 / 7, 5);
    expect(visualSimilarity('Pepsi', 'Google').similarity).toBeLessThan(0.5);
  });
});
