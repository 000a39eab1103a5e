import { claimTerm } from './claim-term';

describe('claimTerm: the term of substance in an introduced noun phrase', () => {
  it.each<[string[], string[] | null]>([
    [['drive', 'shaft'], ['drive', 'shaft']],
    [['first', 'retainer', 'flange'], ['retainer', 'flange']],
    [['turning', 'prevention', 'member', 'coupled'], ['turning', 'prevention', 'member']],
    [['pulse', 'rate', 'detector', 'means'], ['pulse', 'rate', 'detector']],
    [['pod'], ['pod']],
    [['second', 'user', 'entering'], null],
    [['response'], null],
    [['detection'], null],
    [['ensuring'], null],
    [['variation'], null],
    [['nw/cm2'], null],
    [['ii'], null],
  ])('%j', (words, expected) => {
    expect(claimTerm(words)).toEqual(expected);
  });
});
