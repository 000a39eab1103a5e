import type { LicenseInfo, User } from '@iprism/shared/contracts';
import { createAccessCache } from './access-cache';
import type { AccessFlags } from './guard-chain';
import { licence, membership, user } from './test-fixtures';

/**
 * The demo personas of ARCHITECTURE §7 (one per licence type and situation the guards distinguish),
 * for the guard-chain tests only.
 */
export interface Persona {
  user: User;
  licence: LicenseInfo | null;
}

const NONE = licence(null, false);
const admin = membership({ role: 'org:admin', permissions: ['org:admin_dashboard:access'] });

export const PERSONAS = {
  staffAdmin: { user: user({ primaryEmail: 'ada@iprism.ai' }), licence: licence('iPrismAdmin') },
  employee: { user: user({ primaryEmail: 'eve@iprism.ai' }), licence: licence('iPrismEmployee') },
  developer: { user: user({ primaryEmail: 'dev@iprism.ai' }), licence: licence('iPrismDeveloper') },
  lawFirmProAdmin: { user: user({ primaryEmail: 'partner@smithlaw.com', organizationMemberships: [admin] }), licence: licence('PilotLawFirmPro') },
  lawFirmStandardMember: { user: user({ primaryEmail: 'associate@smithlaw.com', organizationMemberships: [membership()] }), licence: licence('PilotLawFirmStandard') },
  lawFirmGmail: { user: user({ primaryEmail: 'solo.attorney@gmail.com' }), licence: licence('PilotLawFirmStandard') },
  clientPortal: { user: user({ primaryEmail: 'cto@acme-industries.com', publicMetadata: { role: 'client' } }), licence: licence('PilotClientPortal') },
  orgStandard: { user: user({ primaryEmail: 'ip@acme-industries.com' }), licence: licence('PilotOrgStandard') },
  eduStandard: { user: user({ primaryEmail: 'tto@university.edu' }), licence: licence('PilotEduStandard') },
  toolboxOnly: { user: user({ primaryEmail: 'paralegal@jonesip.com' }), licence: licence('ToolboxLawFirmStandard') },
  pendingNoLicence: { user: user({ primaryEmail: 'new.hire@smithlaw.com', publicMetadata: { organizationStatus: 'pending_assignment' } }), licence: NONE },
  noLicence: { user: user({ primaryEmail: 'visitor@example.org' }), licence: NONE },
} satisfies Record<string, Persona>;

export type PersonaName = keyof typeof PERSONAS;

/** The flags the access cache would hold for this persona. */
export function accessOf(persona: Persona): AccessFlags {
  return createAccessCache({ licence: persona.licence, memberships: persona.user.organizationMemberships, now: 0 });
}
