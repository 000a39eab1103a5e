import { chargeApplication, refundApplication, type ChargeDecision } from '../../domain/commerce/credit-ledger';
import type { Queryable } from '../../platform/db/db';
import { addCreditEntry, allCreditEntries, creditEntriesOfApplication, lockCreditOwner } from './repositories/credits';
import type { LicenseOwner } from './repositories/licenses';
import { findPlanByLicenseType } from './repositories/plans';
import { loadStageResult } from '../applications';
import { creditOwnerOf, type Licensing } from './licensing/license-service';
import { appError, AppError } from '../../platform/lib/errors';

/** Whose ledger pays for a caller's analyses, and whether their plan is unlimited. */
export interface CreditAccountRef {
  owner: LicenseOwner;
  unlimited: boolean;
}

export const noCredits = (): AppError => appError('NO_CREDITS');

/**
 * The ledger a caller spends from: the organisation's pool when their effective licence is the
 * organisation's, their own otherwise; unlimited when that licence's plan is.
 */
export async function creditAccountOf(db: Queryable, licensing: Licensing, userId: string, activeOrgId: string | null, now: Date): Promise<CreditAccountRef> {
  const resolved = await licensing.resolve(userId, activeOrgId, now);
  const plan = resolved.hasValidLicense ? await findPlanByLicenseType(db, resolved.license.type) : null;
  return { owner: creditOwnerOf(resolved, userId), unlimited: plan?.creditsUnlimited ?? false };
}

/**
 * Charges one credit for an application inside the transaction that records it (the owner's ledger is
 * locked first, so two uploads racing at a balance of 1 cannot both pass). A refusal throws the 402 and
 * rolls the upload back.
 */
export async function chargeUpload(tx: Queryable, account: CreditAccountRef, applicationId: string, actorUserId: string, at: Date): Promise<ChargeDecision> {
  await lockCreditOwner(tx, account.owner);
  const decision = chargeApplication({ entries: await allCreditEntries(tx, account.owner), unlimited: account.unlimited }, applicationId, at);
  if (decision.outcome === 'refused') throw noCredits();
  if (decision.outcome === 'charged') {
    await addCreditEntry(tx, account.owner, decision.entry.amount, 'Analysis of an application', { kind: 'application', applicationId, actorUserId });
  }
  return decision;
}

/**
 * Gives back an application's credit when its pipeline failed before the report was produced (once;
 * nothing for an application never charged). Runs in the transaction that marks the application failed.
 */
export async function refundFailedApplication(tx: Queryable, applicationId: string, at: Date): Promise<boolean> {
  const entries = await creditEntriesOfApplication(tx, applicationId);
  const charge = entries.find((e) => e.reason === 'application');
  if (!charge) return false;
  const reportProduced = (await loadStageResult(tx, applicationId, 'report')) !== null;
  const refund = refundApplication({ entries, unlimited: false }, applicationId, { reportProduced }, at);
  if (!refund) return false;
  return addCreditEntry(tx, charge.owner, refund.amount, 'Analysis failed before the report', { kind: 'refund', applicationId });
}
