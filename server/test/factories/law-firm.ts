import type { OrganizationRecord } from '../../src/modules/organizations/repositories/organizations';
import type { UserRecord } from '../../src/modules/accounts/repositories/users';
import { createOrganization } from './organizations';
import type { FactoryTarget } from './target';
import type { UserSpec } from './users';

/** What a test may name about a member (its e-mail, its name); role and licence are the firm's. */
type PersonSpec = Pick<UserSpec, 'email' | 'name' | 'password'>;

export interface LawFirm {
  organization: OrganizationRecord;
  /** Pilot Pro, the organisation's admin. */
  admin: UserRecord;
  /** Pilot Standard, a plain member. */
  member: UserRecord;
  /** Client portal: a read-only member. */
  client: UserRecord;
}

/**
 * The organisation most access rules are written about: each member owns their licence and 50 credits,
 * as in a firm where Pro, Standard and client-portal seats are bought one by one.
 */
export async function createLawFirm(target: FactoryTarget, spec: { name?: string; slug?: string; admin?: PersonSpec; member?: PersonSpec; client?: PersonSpec } = {}): Promise<LawFirm> {
  const {
    organization,
    members: [admin, member, client],
  } = await createOrganization(target, {
    name: spec.name ?? 'Test Law Firm LLP',
    slug: spec.slug,
    members: [
      { role: 'org:admin', licenseType: 'PilotLawFirmPro', credits: 50, ...spec.admin },
      { licenseType: 'PilotLawFirmStandard', credits: 50, ...spec.member },
      { licenseType: 'PilotClientPortal', publicRole: 'client', credits: 50, ...spec.client },
    ],
  });
  return { organization, admin, member, client };
}
