/** Small builders for server tests: each makes only what a test names, through the repositories. */
export { createApplication, type ApplicationSpec } from './applications';
export { createLawFirm, type LawFirm } from './law-firm';
export { createLicense, giveCredits, type LicenseSpec } from './licenses';
export { createOrganization, type MemberSpec, type MemberWithRole, type OrganizationSpec } from './organizations';
export { addRosterEntries, createRegistration, type RegistrationSpec } from './registrations';
export { signedIn } from './sessions';
export type { FactoryTarget } from './target';
export { addMember, createUser, type UserSpec } from './users';
