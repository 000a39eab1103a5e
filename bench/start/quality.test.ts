import { classifyAtFullQuality, searchAtFullQuality } from './quality';

const loading = { state: 'loading' as const, documents: 4610, total: 4610, embedded: 500 };
const ready = { state: 'ready' as const, documents: 4610, total: 4610, embedded: 4610 };

describe('full-quality answers', () => {
  it('search needs fused ranking over a corpus that is not loading', () => {
    expect(searchAtFullQuality({ mode: 'fused' })).toBe(true);
    expect(searchAtFullQuality({ mode: 'fused', corpus: ready })).toBe(true);
    expect(searchAtFullQuality({ mode: 'fused', corpus: loading })).toBe(false);
    expect(searchAtFullQuality({ mode: 'fulltext' })).toBe(false);
  });

  it('classification needs the calibrated model over a corpus that is not loading', () => {
    expect(classifyAtFullQuality({ calibrated: true })).toBe(true);
    expect(classifyAtFullQuality({ calibrated: true, corpus: loading })).toBe(false);
    expect(classifyAtFullQuality({ calibrated: false, corpus: ready })).toBe(false);
  });
});
