import type { LicenseType } from '@iprism/shared/contracts';
import { addCreditEntry } from '../../src/modules/commerce/repositories/credits';
import { insertLicense, type LicenseOwner } from '../../src/modules/commerce/repositories/licenses';
import { findPlanByLicenseType } from '../../src/modules/commerce/repositories/plans';
import type { LicenseRecord } from '../../src/modules/commerce/licensing/resolve-license';
import { dbOf, type FactoryTarget } from './target';

const DAY_MS = 24 * 60 * 60_000;

export interface LicenseSpec {
  type: LicenseType;
  /** false: the licence ended yesterday (an expired subscription). */
  valid?: boolean;
  seats?: number;
}

/** A licence on its plan, current for a year from now (or ended yesterday), as a purchase or the demo seed leaves it. */
export async function createLicense(target: FactoryTarget, owner: LicenseOwner, spec: LicenseSpec): Promise<LicenseRecord> {
  const db = dbOf(target);
  const now = Date.now();
  const plan = await findPlanByLicenseType(db, spec.type);
  const [startsAt, endsAt] = spec.valid === false ? [now - 366 * DAY_MS, now - DAY_MS] : [now, now + 365 * DAY_MS];
  return insertLicense(db, { type: spec.type, owner, planId: plan?.id ?? null, seats: spec.seats ?? 1, startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
}

/** An opening balance in the owner's credit ledger (0 still opens the ledger). */
export async function giveCredits(target: FactoryTarget, owner: LicenseOwner, amount: number): Promise<void> {
  await addCreditEntry(dbOf(target), owner, amount, 'test opening balance');
}
