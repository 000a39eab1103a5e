import { soundCodes, soundSimilarity } from './phonetic';

describe('soundCodes and soundSimilarity (Double Metaphone)', () => {
  it('gives sound-alike spellings the same code', () => {
    expect(soundCodes('Nike')).toEqual(soundCodes('Nyke'));
    expect(soundCodes('Xerox')).toEqual(soundCodes('Zerox'));
    expect(soundCodes('Kwik')).toEqual(soundCodes('Quick'));
    expect(soundCodes('Coca-Cola')).toEqual(soundCodes('Koka Kola'));
  });

  it('matches on an alternate reading', () => {
    expect(soundSimilarity('Smith', 'Schmidt')).toEqual({ similarity: 1, codes: ['XMT', 'XMT'] });
  });

  it('reads digits as words', () => {
    expect(soundSimilarity('4EVER', 'Forever').similarity).toBe(1);
  });

  it('scores different sounds below sound-alikes, and a mark with no letters as 0', () => {
    const near = soundSimilarity('Nike', 'Nikon').similarity;
    expect(near).toBeGreaterThan(0.5);
    expect(near).toBeLessThan(1);
    expect(soundSimilarity('Nike', 'Adidas').similarity).toBeLessThan(near);
    expect(soundSimilarity('###', 'Nike').similarity).toBe(0);
  });
});
