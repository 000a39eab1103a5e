import { buildBm25 } from './bm25';

describe('BM25 baseline', () => {
  const index = buildBm25([
    { id: 'pitch', text: 'A pitching machine throws baseballs with backspin from a flywheel.' },
    { id: 'bat', text: 'A baseball bat with a hollow handle.' },
    { id: 'net', text: 'A neural network is trained on images.' },
  ]);

  it('ranks by shared rare terms and leaves out documents sharing none', () => {
    expect(index.search('flywheel pitching machine for baseballs', 10).map((h) => h.id)).toEqual(['pitch', 'bat']);
    expect(index.search('photosynthesis', 10)).toEqual([]);
  });

  it('returns at most k', () => {
    expect(index.search('baseball', 1)).toHaveLength(1);
  });
});
