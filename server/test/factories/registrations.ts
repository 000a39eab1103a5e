import type { CreateRegistration, Registration } from '@iprism/shared/contracts';
import { matchPractitioner, type RosterEntry } from '../../src/domain/registrations/practitioner-match';
import { rosterEntriesOfNumber, upsertRosterEntries } from '../../src/modules/registrations/repositories/practitioner-roster';
import { insertRegistration } from '../../src/modules/registrations/repositories/registrations';
import type { UserRecord } from '../../src/modules/accounts/repositories/users';
import { dbOf, unique, type FactoryTarget } from './target';

/** Practitioner roster rows, as `pnpm roster:import` stores them. */
export async function addRosterEntries(target: FactoryTarget, entries: readonly RosterEntry[]): Promise<void> {
  await upsertRosterEntries(dbOf(target), entries);
}

export interface RegistrationSpec extends Partial<CreateRegistration> {
  applicant: UserRecord;
}

/** A law-firm sign-up waiting in the staff queue, checked against the stored roster as the sign-up route checks it. */
export async function createRegistration(target: FactoryTarget, spec: RegistrationSpec): Promise<Registration> {
  const db = dbOf(target);
  const registrationNumber = spec.registrationNumber ?? '99999';
  const lastName = spec.lastName ?? spec.applicant.name.split(' ').at(-1) ?? spec.applicant.name;
  return insertRegistration(db, {
    userId: spec.applicant.id,
    email: spec.applicant.email,
    applicantName: spec.applicant.name,
    organizationName: spec.organizationName ?? unique('Registered Firm'),
    licenseType: spec.licenseType ?? 'PilotLawFirmStandard',
    seats: spec.seats ?? 1,
    registrationNumber,
    lastName,
    verification: matchPractitioner(await rosterEntriesOfNumber(db, registrationNumber), registrationNumber, lastName),
  });
}
