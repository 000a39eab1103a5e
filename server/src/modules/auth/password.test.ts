import { hashPassword, needsRehash, setPasswordHashCost, verifyPassword } from './password';

describe('password hashing', () => {
  // One hash at the default cost for the block: it costs a quarter second and 128 MiB on purpose.
  let stored: string;
  beforeAll(async () => {
    stored = await hashPassword('correct horse battery');
  });

  it('writes a self-describing scrypt string at OWASP cost (N=2^17, r=8, p=1) with a 16-byte salt', () => {
    const [alg, n, r, p, salt, key] = stored.split('$');
    expect([alg, n, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(32);
    expect(needsRehash(stored)).toBe(false);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    await expect(verifyPassword(stored, 'correct horse battery')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'correct horse battery!')).resolves.toBe(false);
  });

  it('never matches a missing, malformed or absurdly costly hash', async () => {
    await expect(verifyPassword(null, 'anything')).resolves.toBe(false);
    await expect(verifyPassword('plain-text', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword(stored.replace(`$${2 ** 17}$`, `$${2 ** 30}$`), 'correct horse battery')).resolves.toBe(false);
  });

  it('still verifies an older, cheaper hash and marks it for re-hashing', async () => {
    setPasswordHashCost(15);
    const old = await hashPassword('an older password');
    setPasswordHashCost(17);
    expect(old.split('$')[1]).toBe(String(2 ** 15));
    await expect(verifyPassword(old, 'an older password')).resolves.toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(null)).toBe(false);
  });
});
