import type { AdminLicence, AdminLicenceChange } from '@iprism/shared/contracts';
import type { Queryable } from '../../../db/db';
import { endCurrentLicences, type OwnedLicenceRow } from '../../../db/repositories/admin-accounts';
import { insertLicence, type LicenceOwner } from '../../../db/repositories/licenses';
import { invalidField } from '../../../domain/invalid-field';
import { isLicenceCurrent } from '../../../licensing/resolve-license';

/**
 * A staff licence change: the owner's running licences end now and the new one starts now, so the
 * history stays readable and the resolver sees exactly one current licence of this owner. An end date
 * in the past would grant nothing, so it is refused (400 naming license.endsAt).
 */
export async function replaceLicence(tx: Queryable, owner: LicenceOwner, change: AdminLicenceChange, now: Date): Promise<{ ended: number; seats: number }> {
  const endsAt = change.endsAt === null ? null : new Date(change.endsAt);
  if (endsAt && endsAt.getTime() <= now.getTime()) throw invalidField('license.endsAt', 'must be in the future.');
  const ended = await endCurrentLicences(tx, owner, now);
  const seats = change.seats ?? 1;
  await insertLicence(tx, { type: change.type, owner, seats, startsAt: now, endsAt });
  return { ended, seats };
}

export const toAdminLicence = (l: OwnedLicenceRow, now: Date): AdminLicence => ({
  id: l.id,
  type: l.type,
  seats: l.seats,
  startsAt: l.startsAt.toISOString(),
  endsAt: l.endsAt?.toISOString() ?? null,
  current: isLicenceCurrent(l, now),
});
