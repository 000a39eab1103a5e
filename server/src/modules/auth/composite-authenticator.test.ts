import { UnsecuredJWT } from 'jose';
import { createCompositeAuthenticator } from './composite-authenticator';
import type { Authenticator, Principal } from './principal';

const principal = (provider: Principal['provider']): Principal => ({ userId: 'u', sessionId: 's', orgId: null, orgRole: null, orgSlug: null, orgPermissions: [], provider, publicRole: null });
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

  it('refuses non-JWTs when Clerk is configured, without asking either provider', async () => {
    const builtin = fixed(principal('builtin'));
    const clerk = fixed(principal('clerk'));
    const auth = createCompositeAuthenticator({ issuer: 'iprism', authenticator: builtin }, clerk);
    expect(await auth.authenticate('garbage')).toBeNull();
    expect([builtin.calls, clerk.calls]).toEqual([0, 0]);
  });

  it('without Clerk hands every token to the built-in provider, which alone decides', async () => {
    const builtin = { authenticate: jest.fn(async () => null) };
    const auth = createCompositeAuthenticator({ issuer: 'iprism', authenticator: builtin }, null);
    expect(await auth.authenticate(tokenFrom('https://clerk.example.test'))).toBeNull();
    expect(builtin.authenticate).toHaveBeenCalledTimes(1);
  });
});
