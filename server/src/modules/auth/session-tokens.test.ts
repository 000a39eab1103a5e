import { exportJWK, generateKeyPair } from 'jose';
import { createSessionTokenSigner } from './session-tokens';
import { SESSION_TOKEN_ALG, type SigningKey } from './signing-keys';

async function testKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(SESSION_TOKEN_ALG, { extractable: true });
  return { kid: 'test', privateKey, publicKey, publicJwk: await exportJWK(publicKey) };
}

const input = { userId: 'user_1', sessionId: 'sess_1', azp: 'http://localhost:8080', org: null };

describe('built-in session tokens', () => {
  let key: SigningKey;
  beforeAll(async () => {
    key = await testKey();
  });
  afterEach(() => jest.useRealTimers());

  it('verifies its own tokens, again and again', async () => {
    const signer = createSessionTokenSigner(key, 'iprism');
    const token = await signer.sign(input);
    expect(await signer.verify(token)).toMatchObject({ userId: 'user_1', sessionId: 'sess_1', provider: 'builtin' });
    expect(await signer.verify(token)).toMatchObject({ userId: 'user_1' });
  });

  it('refuses a token of another issuer, even signed with the same key', async () => {
    const other = await createSessionTokenSigner(key, 'https://elsewhere.example').sign(input);
    expect(await createSessionTokenSigner(key, 'iprism').verify(other)).toBeNull();
  });

  it('refuses a token once it expired, also after it was verified while valid', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const signer = createSessionTokenSigner(key, 'iprism');
    const token = await signer.sign(input, new Date());
    expect(await signer.verify(token)).not.toBeNull();
    // 60 s lifetime plus 5 s tolerated clock skew.
    jest.setSystemTime(new Date('2026-11-25T12:01:06Z'));
    expect(await signer.verify(token)).toBeNull();
  });

  it('refuses a token whose signature was tampered with', async () => {
    const signer = createSessionTokenSigner(key, 'iprism');
    const token = await signer.sign(input);
    const [h, p, s] = token.split('.');
    expect(await signer.verify(`${h}.${p}.${s!.slice(0, -4)}AAAA`)).toBeNull();
  });
});
