import { createVectorIndex } from './vector-index';
import { normalize } from './unit-vector';

const facts = (over: Partial<{ publicationDate: string | null; country: string; kind: string; cpc: string[] }> = {}) => ({ publicationDate: '2010-01-01', country: 'US', kind: 'B2', cpc: [], ...over });

describe('in-memory vector index', () => {
  it('returns the k nearest by cosine, best first', () => {
    const index = createVectorIndex();
    index.upsert('east', normalize([1, 0]), facts());
    index.upsert('north', normalize([0, 1]), facts());
    index.upsert('north-east', normalize([1, 1]), facts());
    const top = index.nearest(normalize([1, 0.2]), 2, {});
    expect(top.map((n) => n.id)).toEqual(['east', 'north-east']);
    expect(top[0]!.score).toBeCloseTo(1 / Math.hypot(1, 0.2));
  });

  it('applies the search filters', () => {
    const index = createVectorIndex();
    index.upsert('old', normalize([1, 0]), facts({ publicationDate: '1990-01-01', cpc: ['G06N3/08'] }));
    index.upsert('new', normalize([1, 0.1]), facts({ publicationDate: '2020-01-01', country: 'EP' }));
    expect(index.nearest(normalize([1, 0]), 5, { publishedBefore: '2000-01-01' }).map((n) => n.id)).toEqual(['old']);
    expect(index.nearest(normalize([1, 0]), 5, { country: 'EP' }).map((n) => n.id)).toEqual(['new']);
    expect(index.nearest(normalize([1, 0]), 5, { cpc: 'G06N' }).map((n) => n.id)).toEqual(['old']);
  });

  it('replaces, removes and grows past its first allocation', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    const vectors = Array.from({ length: 3000 }, () => normalize(Array.from({ length: 32 }, random)));
    const index = createVectorIndex();
    vectors.forEach((v, i) => index.upsert(`d${i}`, v, facts()));
    expect(index.size).toBe(3000);
    const axis = normalize(Array.from({ length: 32 }, (_x, d) => (d === 0 ? 1 : 0)));
    index.upsert('d5', axis, facts());
    expect(index.size).toBe(3000);
    expect(index.nearest(axis, 1, {})[0]).toEqual({ id: 'd5', score: expect.closeTo(1, 5) });
    index.remove('d5');
    index.remove('d0');
    expect(index.size).toBe(2998);
    expect(index.nearest(axis, 1, {})[0]!.id).not.toBe('d5');
    // The last row moved into a freed slot and is still found under its own id.
    expect(index.nearest(vectors[2999]!, 1, {})[0]!.id).toBe('d2999');
    expect(index.nearest(vectors[1234]!, 1, {})[0]!.id).toBe('d1234');
    expect(() => index.upsert('bad', normalize([1, 0]), facts())).toThrow(/dimensions/);
  });
});
