import { UnsecuredJWT } from 'jose';
import { createCompositeAuthenticator } from './composite-authenticator';
import type { Authenticator, Principal } from './principal';

const principal = (provider: Principal['provider']): Principal => ({ userId: 'u', sessionId: 's', orgId: null, orgRole: null, orgSlug: null, orgPermissions: [], provider });
const fixed = (p: Principal): Authenticator & { calls: number } => {
  const a = { calls: 0, authenticate: async () => (a.calls++, p) };
  return a;
};
const tokenFrom = (iss: string) => new UnsecuredJWT({}).setIssuer(iss).encode();

describe('composite authenticator', () => {
  it('sends built-in tokens to the built-in provider and the rest to Clerk', async () => {
    const builtin = fixed(principal('builtin'));
    const clerk = fixed(principal('clerk'));
    const auth = createCompositeAuthenticator({ issuer: 'iprism', authenticator: builtin }, clerk);
    expect((await auth.authenticate(tokenFrom('iprism')))?.provider).toBe('builtin');
    expect((await auth.authenticate(tokenFrom('https://clerk.example.test')))?.provider).toBe('clerk');
    expect([builtin.calls, clerk.calls]).toEqual([1, 1]);
  });

  it('refuses foreign tokens without Clerk configured, and non-JWTs', async () => {
    const auth = createCompositeAuthenticator({ issuer: 'iprism', authenticator: fixed(principal('builtin')) }, null);
    expect(await auth.authenticate(tokenFrom('https://clerk.example.test'))).toBeNull();
    expect(await auth.authenticate('garbage')).toBeNull();
  });
});
