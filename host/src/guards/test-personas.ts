import type { LicenseInfo, User } from '@iprism/shared/contracts/identity';
import { createAccessCache } from './access-cache';
import type { AccessFlags } from './guard-chain';
import { license, membership, user } from './test-fixtures';

/**
 * The demo personas of ARCHITECTURE §7 (one per licence type and situation the guards distinguish),
 * for the guard-chain tests only.
 */
export interface Persona {
  user: User;
  license: LicenseInfo | null;
}

const NONE = license(null, false);
const admin = membership({ role: 'org:admin', permissions: ['org:admin_dashboard:access'] });

export const PERSONAS = {
  staffAdmin: { user: user({ primaryEmail: 'ada@iprism.ai' }), license: license('iPrismAdmin') },
  employee: { user: user({ primaryEmail: 'eve@iprism.ai' }), license: license('iPrismEmployee') },
  developer: { user: user({ primaryEmail: 'dev@iprism.ai' }), license: license('iPrismDeveloper') },
  lawFirmProAdmin: { user: user({ primaryEmail: 'partner@smithlaw.com', organizationMemberships: [admin] }), license: license('PilotLawFirmPro') },
  lawFirmStandardMember: { user: user({ primaryEmail: 'associate@smithlaw.com', organizationMemberships: [membership()] }), license: license('PilotLawFirmStandard') },
  lawFirmGmail: { user: user({ primaryEmail: 'solo.attorney@gmail.com' }), license: license('PilotLawFirmStandard') },
  clientPortal: { user: user({ primaryEmail: 'cto@acme-industries.com', publicMetadata: { role: 'client' } }), license: license('PilotClientPortal') },
  orgStandard: { user: user({ primaryEmail: 'ip@acme-industries.com' }), license: license('PilotOrgStandard') },
  eduStandard: { user: user({ primaryEmail: 'tto@university.edu' }), license: license('PilotEduStandard') },
  toolboxOnly: { user: user({ primaryEmail: 'paralegal@jonesip.com' }), license: license('ToolboxLawFirmStandard') },
  pendingNoLicense: { user: user({ primaryEmail: 'new.hire@smithlaw.com', publicMetadata: { organizationStatus: 'pending_assignment' } }), license: NONE },
  noLicense: { user: user({ primaryEmail: 'visitor@example.org' }), license: NONE },
} satisfies Record<string, Persona>;

export type PersonaName = keyof typeof PERSONAS;

/** The flags the access cache would hold for this persona. */
export function accessOf(persona: Persona): AccessFlags {
  return createAccessCache({ license: persona.license, memberships: persona.user.organizationMemberships, now: 0 });
}
