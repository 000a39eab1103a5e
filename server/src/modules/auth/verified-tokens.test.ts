import { createVerifiedTokens } from './verified-tokens';

describe('createVerifiedTokens', () => {
  it('answers a verified token until it expires, then forgets it', () => {
    let now = 1_000;
    const tokens = createVerifiedTokens<string>({ clock: () => now });
    tokens.set('t', 'principal', 2_000);
    expect(tokens.get('t')).toBe('principal');
    now = 2_000;
    expect(tokens.get('t')).toBeUndefined();
    now = 1_500;
    expect(tokens.get('t')).toBeUndefined();
  });

  it('knows nothing of a token it was not given', () => {
    expect(createVerifiedTokens<string>().get('other')).toBeUndefined();
  });

  it('stays within its size by dropping the oldest token', () => {
    const tokens = createVerifiedTokens<string>({ maxEntries: 2, clock: () => 0 });
    for (const t of ['a', 'b', 'c']) tokens.set(t, t, 10);
    expect(tokens.get('a')).toBeUndefined();
    expect(tokens.get('b')).toBe('b');
    expect(tokens.get('c')).toBe('c');
  });
});
