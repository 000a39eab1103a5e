import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  // One hash for the block: each scrypt run costs tens of milliseconds on purpose.
  let stored: string;
  beforeAll(async () => {
    stored = await hashPassword('correct horse battery');
  });

  it('writes a self-describing scrypt string with a 16-byte salt', () => {
    const [alg, n, r, p, salt, key] = stored.split('$');
    expect([alg, n, r, p]).toEqual(['scrypt', String(2 ** 15), '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(32);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    await expect(verifyPassword(stored, 'correct horse battery')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'correct horse battery!')).resolves.toBe(false);
  });

  it('never matches a missing, malformed or absurdly costly hash', async () => {
    await expect(verifyPassword(null, 'anything')).resolves.toBe(false);
    await expect(verifyPassword('plain-text', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword(stored.replace(`$${2 ** 15}$`, `$${2 ** 30}$`), 'correct horse battery')).resolves.toBe(false);
  });
});
