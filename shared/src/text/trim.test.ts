import { trimEndOf, trimOf, trimStartOf, whitespaceOr } from './trim';

describe('trim helpers', () => {
  it('strips runs of the given characters at the ends only', () => {
    expect(trimEndOf('https://a.example///', '/')).toBe('https://a.example');
    expect(trimStartOf('--a-b--', '-')).toBe('a-b--');
    expect(trimOf('--a-b--', '-')).toBe('a-b');
    expect(trimEndOf('claim 1;, \n', whitespaceOr(',;'))).toBe('claim 1');
    expect(trimOf('////', '/')).toBe('');
  });

});
