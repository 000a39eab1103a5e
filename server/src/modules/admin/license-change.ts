import type { AdminLicense, AdminLicenseChange } from '@iprism/shared/contracts';
import type { Queryable } from '../../platform/db/db';
import { endCurrentLicenses, type OwnedLicenseRow } from './repositories/admin-accounts';
import { insertLicense, isLicenseCurrent, type LicenseOwner } from '../commerce';
import { invalidField } from '../../domain/invalid-field';

/**
 * A staff licence change: the owner's running licences end now and the new one starts now, so the
 * history stays readable and the resolver sees exactly one current licence of this owner. An end date
 * in the past would grant nothing, so it is refused (400 naming license.endsAt).
 */
export async function replaceLicense(tx: Queryable, owner: LicenseOwner, change: AdminLicenseChange, now: Date): Promise<{ ended: number; seats: number }> {
  const endsAt = change.endsAt === null ? null : new Date(change.endsAt);
  if (endsAt && endsAt.getTime() <= now.getTime()) throw invalidField('license.endsAt', 'must be in the future.');
  const ended = await endCurrentLicenses(tx, owner, now);
  const seats = change.seats ?? 1;
  await insertLicense(tx, { type: change.type, owner, seats, startsAt: now, endsAt });
  return { ended, seats };
}

export const toAdminLicense = (l: OwnedLicenseRow, now: Date): AdminLicense => ({
  id: l.id,
  type: l.type,
  seats: l.seats,
  startsAt: l.startsAt.toISOString(),
  endsAt: l.endsAt?.toISOString() ?? null,
  current: isLicenseCurrent(l, now),
});
