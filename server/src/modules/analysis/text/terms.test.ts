import { coverage, termSet, terms } from './terms';

describe('terms', () => {
  it('drops stop words and claim boilerplate, singularises and strips common suffixes', () => {
    expect(terms('A method comprising: receiving said sensor signals wherein the signals are connected')).toEqual(['receiv', 'sensor', 'signal', 'signal', 'connect']);
  });

  it('coverage is the share of the needle found in the haystack', () => {
    expect(coverage(termSet('receiving sensor signal'), termSet('the sensors receive a signal'))).toBe(1);
    expect(coverage(termSet('the and of'), termSet('anything'))).toBe(0);
  });
});
