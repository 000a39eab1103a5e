import { emailFromQuery } from './email-param';

describe('emailFromQuery', () => {
  it('prefills a plain address', () => {
    expect(emailFromQuery('ada@example.com')).toBe('ada@example.com');
    expect(emailFromQuery('  ada@example.com ')).toBe('ada@example.com');
  });

  it('restores a plus sign a mail client left unencoded', () => {
    // `?email=ada+news@example.com` is read by URLSearchParams as "ada news@example.com".
    expect(emailFromQuery(new URLSearchParams('email=ada+news@example.com').get('email'))).toBe('ada+news@example.com');
    expect(emailFromQuery(new URLSearchParams('email=ada%2Bnews%40example.com').get('email'))).toBe('ada+news@example.com');
  });

  it('drops a mailto: prefix', () => {
    expect(emailFromQuery('mailto:ada@example.com')).toBe('ada@example.com');
  });

  it('ignores a missing or malformed value', () => {
    expect(emailFromQuery(null)).toBe('');
    expect(emailFromQuery('')).toBe('');
    expect(emailFromQuery('not-an-email')).toBe('');
    expect(emailFromQuery('a@b.co,c@d.co x@y')).toBe('');
    expect(emailFromQuery(`${'a'.repeat(250)}@example.com`)).toBe('');
  });
});
