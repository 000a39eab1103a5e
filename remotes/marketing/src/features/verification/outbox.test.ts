import { linkifySameOrigin, newestFor, sameOriginHref } from './outbox';

const ORIGIN = 'http://localhost:8080';

describe('sameOriginHref', () => {
  it('accepts only http(s) URLs of the origin', () => {
    expect(sameOriginHref('http://localhost:8080/sign-up/verify-email?token=abc', ORIGIN)).toBe('http://localhost:8080/sign-up/verify-email?token=abc');
    expect(sameOriginHref('https://localhost:8080/x', ORIGIN)).toBeNull();
    expect(sameOriginHref('http://localhost:8081/x', ORIGIN)).toBeNull();
    expect(sameOriginHref('http://localhost:8080.evil.test/x', ORIGIN)).toBeNull();
    expect(sameOriginHref('http://user@evil.test/?localhost:8080', ORIGIN)).toBeNull();
    expect(sameOriginHref('http://[bad', ORIGIN)).toBeNull();
  });
});

describe('linkifySameOrigin', () => {
  it('links a same-origin URL and keeps the text around it', () => {
    expect(linkifySameOrigin(`Confirm: ${ORIGIN}/sign-up/verify-email?token=t1.\nThanks`, ORIGIN)).toEqual([
      { type: 'text', text: 'Confirm: ' },
      { type: 'link', text: `${ORIGIN}/sign-up/verify-email?token=t1`, href: `${ORIGIN}/sign-up/verify-email?token=t1` },
      { type: 'text', text: '.\nThanks' },
    ]);
  });

  it('leaves URLs of other origins as text', () => {
    expect(linkifySameOrigin('See https://evil.test/phish and (http://localhost:8080/a)', ORIGIN)).toEqual([
      { type: 'text', text: 'See https://evil.test/phish and (' },
      { type: 'link', text: 'http://localhost:8080/a', href: 'http://localhost:8080/a' },
      { type: 'text', text: ')' },
    ]);
  });

  it('never produces a link from markup or a javascript: URL', () => {
    const segments = linkifySameOrigin('<a href="javascript:alert(1)">x</a> javascript:alert(1)', ORIGIN);
    expect(segments).toEqual([{ type: 'text', text: '<a href="javascript:alert(1)">x</a> javascript:alert(1)' }]);
  });

  it('handles text without URLs and empty text', () => {
    expect(linkifySameOrigin('plain', ORIGIN)).toEqual([{ type: 'text', text: 'plain' }]);
    expect(linkifySameOrigin('', ORIGIN)).toEqual([]);
  });
});

describe('newestFor', () => {
  const mail = (id: string, to: string, createdAt: string) => ({ id, to, subject: 's', text: 't', kind: 'verify-email', createdAt });
  it('keeps messages to the address, newest first, at most the limit', () => {
    const emails = [
      mail('1', 'ada@example.com', '2026-11-01T10:00:00Z'),
      mail('2', 'bob@example.com', '2026-11-01T11:00:00Z'),
      mail('3', 'ADA@example.com', '2026-11-01T12:00:00Z'),
      mail('4', 'ada@example.com', '2026-11-01T09:00:00Z'),
    ];
    expect(newestFor(emails, ' Ada@Example.com', 2).map((e) => e.id)).toEqual(['3', '1']);
  });
});
