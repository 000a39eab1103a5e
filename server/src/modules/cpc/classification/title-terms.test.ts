import { MAX_TITLE_TERMS, titleTerms, titleTsQuery } from './title-terms';

describe('title terms', () => {
  it('keeps content words, most frequent first, without patent boilerplate or short words', () => {
    const text = 'A method comprising training a neural network; the neural network is trained on speech. An AI system.';
    expect(titleTerms(text)).toEqual(['network', 'neural', 'speech', 'trained', 'training']);
    expect(titleTsQuery(text)).toBe('network | neural | speech | trained | training');
  });

  it('caps the terms and has nothing to match in boilerplate alone', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`);
    expect(titleTerms(words.join(' '))).toHaveLength(MAX_TITLE_TERMS);
    expect(titleTsQuery('a method and system comprising a device, wherein 42')).toBeNull();
  });
});
