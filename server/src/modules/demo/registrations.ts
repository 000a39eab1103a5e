import type { Queryable } from '../../platform/db/db';
import { insertRegistration, listRegistrations, upsertRosterEntries } from '../registrations';
import { findUserByEmail } from '../accounts';
import type { RosterEntry } from '../../domain/registrations/practitioner-match';
import { matchPractitioner } from '../../domain/registrations/practitioner-match';

/**
 * DEMO DATA: a small made-up practitioner roster (not the USPTO's; names, firms and numbers are invented)
 * so the practitioner check works without `pnpm roster:import`, and one law-firm sign-up waiting in the
 * staff queue. Stored with demo = true.
 */
export const DEMO_ROSTER: readonly RosterEntry[] = [
  { registrationNumber: '45123', lastName: 'Pending', name: 'Penny Pending', type: 'attorney', firm: 'Newfirm IP (demo)', city: 'Boston', state: 'MA', status: 'Active' },
  { registrationNumber: '67890', lastName: 'Pro', name: 'Priya Pro', type: 'attorney', firm: 'Harper & Lowe LLP (demo)', city: 'Chicago', state: 'IL', status: 'Active' },
  { registrationNumber: '71234', lastName: 'Standard', name: 'Sam Standard', type: 'agent', firm: 'Harper & Lowe LLP (demo)', city: 'Chicago', state: 'IL', status: 'Active' },
  { registrationNumber: '52001', lastName: 'Okafor', name: 'Ada Okafor', type: 'agent', firm: 'Okafor Patent Services (demo)', city: 'Austin', state: 'TX', status: 'Active' },
  { registrationNumber: '38555', lastName: 'Lindqvist', name: 'Erik Lindqvist', type: 'attorney', firm: 'Lindqvist & Park (demo)', city: 'Seattle', state: 'WA', status: 'Inactive' },
];

export const DEMO_REGISTRATION = { email: 'pending@newfirm.example', organizationName: 'Newfirm IP', registrationNumber: '45123', lastName: 'Pending' } as const;

export async function seedDemoRegistrations(tx: Queryable): Promise<void> {
  await upsertRosterEntries(tx, DEMO_ROSTER, true);
  const applicant = await findUserByEmail(tx, DEMO_REGISTRATION.email);
  if (!applicant || (await listRegistrations(tx, null)).some((r) => r.userId === applicant.id)) return;
  await insertRegistration(tx, {
    userId: applicant.id,
    email: applicant.email,
    applicantName: applicant.name,
    organizationName: DEMO_REGISTRATION.organizationName,
    licenseType: 'PilotLawFirmStandard',
    seats: 3,
    registrationNumber: DEMO_REGISTRATION.registrationNumber,
    lastName: DEMO_REGISTRATION.lastName,
    verification: matchPractitioner(DEMO_ROSTER, DEMO_REGISTRATION.registrationNumber, DEMO_REGISTRATION.lastName),
  });
}
