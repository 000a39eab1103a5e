import { shortenAtWord } from './shorten';

describe('shortenAtWord', () => {
  it('leaves a text that fits alone', () => {
    expect(shortenAtWord('Wheeled hand truck', 40)).toBe('Wheeled hand truck');
  });

  it('cuts after a whole word, drops trailing punctuation and marks the cut', () => {
    expect(shortenAtWord('System and method for pre-charging a hybrid vehicle, for improving reverse driving performance', 55)).toBe('System and method for pre-charging a hybrid vehicle…');
    expect(shortenAtWord('System and method for pre-charging a hybrid vehicle', 30).length).toBeLessThanOrEqual(30);
  });
});
