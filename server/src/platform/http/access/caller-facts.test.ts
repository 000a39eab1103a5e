import type { Principal } from '../../../modules/auth/principal';
import type { Queryable } from '../../db/db';
import { loadCallerFacts } from './caller-facts';
import { decideAccess, PILOT, SELF_SERVICE } from './route-access';

const clerk = (publicRole: string | null): Principal => ({ userId: 'user_clerk', sessionId: 'sess', orgId: 'org_firm', orgRole: 'org:member', orgSlug: 'firm', orgPermissions: [], provider: 'clerk', publicRole });
const licensing = { resolve: async () => ({ hasValidLicense: true, license: { type: 'PilotLawFirmStandard' } }) } as never;
const noAdmin = async () => false;
/** A Clerk user has no local row: any query here would be a bug. */
const noDb = { query: () => Promise.reject(new Error('no query expected')), exec: () => Promise.reject(new Error('no query expected')) } as unknown as Queryable;

describe('caller facts of a Clerk user', () => {
  it("takes the client-portal role from the token's publicMetadata.role, so the read-only rule holds as for built-in users", async () => {
    const facts = await loadCallerFacts(noDb, clerk('client'), { client: true, license: true, orgAdmin: false }, new Date(), licensing, noAdmin);
    expect(facts.isClient).toBe(true);
    expect(decideAccess(PILOT, 'POST', facts)).toMatchObject({ allow: false, statusCode: 403 });
    expect(decideAccess(PILOT, 'GET', facts)).toEqual({ allow: true });
    expect(decideAccess(SELF_SERVICE, 'POST', facts)).toEqual({ allow: true });
  });

  it('leaves a Clerk user without the role a full member', async () => {
    const facts = await loadCallerFacts(noDb, clerk(null), { client: true, license: true, orgAdmin: false }, new Date(), licensing, noAdmin);
    expect(facts.isClient).toBe(false);
    expect(decideAccess(PILOT, 'POST', facts)).toEqual({ allow: true });
  });
});
