import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('Priya Pro')).toBe('PP');
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
  });

  it('takes one letter for one word, upper-cased', () => {
    expect(initialsOf('casey')).toBe('C');
  });

  it('falls back to the e-mail, then to a question mark', () => {
    expect(initialsOf('  ', 'sam@lawfirm.example')).toBe('S');
    expect(initialsOf('', '')).toBe('?');
  });

  it('keeps letters outside the basic plane whole', () => {
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
  });
});
