import type { OrgRole } from '@iprism/shared/contracts';

/**
 * The demo accounts (ARCHITECTURE §7: one per licence type and situation the guards distinguish).
 * Plain data: the seed writes it, main.ts prints it, README.md lists it, the tests walk it.
 *
 * Where one organisation holds members with different licence types (the law firm: Pro, Standard and a
 * client-portal seat), the licences are owned by the users and the organisation only carries the
 * membership: the resolver ranks a user's own licence first, so each account resolves to exactly its type.
 */

export type DemoOrgKey = 'staff' | 'lawFirm' | 'company' | 'university';

export interface DemoOrganization {
  key: DemoOrgKey;
  name: string;
  slug: string;
  /** An organisation-owned licence shared by its members (seat-limited). */
  license?: { type: string; seats: number };
}

export interface DemoAccount {
  email: string;
  name: string;
  /** The licence type this account resolves to; null = none. */
  expectedLicense: string | null;
  /** A licence owned by the user. */
  userLicense?: string;
  membership?: { org: DemoOrgKey; role: OrgRole };
  publicRole?: 'client';
  organizationStatus?: 'pending_assignment';
  /** Opening balance of the user's own credit ledger. */
  credits?: number;
  situation: string;
}

export const DEMO_CREDITS = 50;
/** At or under the SPEC §9 low-credit threshold (5), so the warning shows. */
export const DEMO_LOW_CREDITS = 3;

export const DEMO_ORGANIZATIONS: readonly DemoOrganization[] = [
  { key: 'staff', name: 'iPrism', slug: 'iprism' },
  { key: 'lawFirm', name: 'Harper & Lowe LLP', slug: 'harper-lowe' },
  { key: 'company', name: 'Acme Robotics Inc.', slug: 'acme-robotics', license: { type: 'PilotOrgStandard', seats: 5 } },
  { key: 'university', name: 'Northfield University', slug: 'northfield-university', license: { type: 'PilotEduStandard', seats: 5 } },
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@iprism.example', name: 'Avery Admin', expectedLicense: 'iPrismAdmin', userLicense: 'iPrismAdmin', membership: { org: 'staff', role: 'org:admin' }, credits: DEMO_CREDITS, situation: 'staff administrator; admin area' },
  { email: 'employee@iprism.example', name: 'Emery Employee', expectedLicense: 'iPrismEmployee', userLicense: 'iPrismEmployee', membership: { org: 'staff', role: 'org:member' }, credits: DEMO_CREDITS, situation: 'staff employee' },
  { email: 'developer@iprism.example', name: 'Dev Developer', expectedLicense: 'iPrismDeveloper', userLicense: 'iPrismDeveloper', membership: { org: 'staff', role: 'org:member' }, credits: DEMO_CREDITS, situation: 'staff developer' },
  { email: 'pro@lawfirm.example', name: 'Priya Pro', expectedLicense: 'PilotLawFirmPro', userLicense: 'PilotLawFirmPro', membership: { org: 'lawFirm', role: 'org:admin' }, credits: DEMO_CREDITS, situation: 'law firm organisation admin' },
  { email: 'standard@lawfirm.example', name: 'Sam Standard', expectedLicense: 'PilotLawFirmStandard', userLicense: 'PilotLawFirmStandard', membership: { org: 'lawFirm', role: 'org:member' }, credits: DEMO_CREDITS, situation: 'law firm member' },
  { email: 'lawfirm.personal@gmail.com', name: 'Pat Personal', expectedLicense: 'PilotLawFirmStandard', userLicense: 'PilotLawFirmStandard', credits: DEMO_CREDITS, situation: 'personal e-mail, refused by the law-firm guard' },
  { email: 'client@lawfirm.example', name: 'Casey Client', expectedLicense: 'PilotClientPortal', userLicense: 'PilotClientPortal', membership: { org: 'lawFirm', role: 'org:member' }, publicRole: 'client', credits: DEMO_CREDITS, situation: 'client portal, read-only' },
  { email: 'org@company.example', name: 'Olivia Org', expectedLicense: 'PilotOrgStandard', membership: { org: 'company', role: 'org:admin' }, situation: 'company organisation (organisation licence)' },
  { email: 'edu@university.example', name: 'Eli Edu', expectedLicense: 'PilotEduStandard', membership: { org: 'university', role: 'org:admin' }, situation: 'university organisation (organisation licence)' },
  { email: 'toolbox@lawfirm.example', name: 'Toby Toolbox', expectedLicense: 'ToolboxLawFirmStandard', userLicense: 'ToolboxLawFirmStandard', credits: DEMO_LOW_CREDITS, situation: 'toolbox only, low credits' },
  { email: 'pending@newfirm.example', name: 'Penny Pending', expectedLicense: null, organizationStatus: 'pending_assignment', situation: 'waiting for an organisation invitation' },
  { email: 'nolicense@company.example', name: 'Noel Nolicense', expectedLicense: null, situation: 'signed in, no licence' },
  { email: 'nocredits@soloip.example', name: 'Nico Nocredits', expectedLicense: 'PilotLawFirmStandard', userLicense: 'PilotLawFirmStandard', credits: 0, situation: 'solo attorney, no credits left (buy a pack)' },
];

/** Rows for the start-up table (main.ts) and README.md. */
export const demoAccountRows = (): { email: string; license: string; situation: string }[] =>
  DEMO_ACCOUNTS.map((a) => ({ email: a.email, license: a.expectedLicense ?? '—', situation: a.situation }));
