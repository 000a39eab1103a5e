import { lowCreditNotice, NO_CREDITS_MESSAGE, type CreditEntry, type LowCreditNotice } from '@iprism/shared/contracts';

/** The credits an owner (a user, or an organisation's pool) holds: the sum of its ledger. */
export function creditBalance(entries: readonly CreditEntry[]): number {
  return entries.reduce((sum, e) => sum + e.amount, 0);
}

export interface CreditAccount {
  entries: readonly CreditEntry[];
  /** A plan with unlimited credits: nothing is charged and nothing is refused. */
  unlimited: boolean;
}

export type ChargeDecision =
  | { outcome: 'charged'; entry: CreditEntry; balance: number; notice: LowCreditNotice | null }
  | { outcome: 'already-charged' | 'unlimited'; entry: null; balance: number; notice: null }
  | { outcome: 'refused'; entry: null; balance: number; message: string };

const chargeOf = (entries: readonly CreditEntry[], applicationId: string): CreditEntry | undefined =>
  entries.find((e) => e.reason === 'application' && e.applicationId === applicationId);
const refundOf = (entries: readonly CreditEntry[], applicationId: string): CreditEntry | undefined =>
  entries.find((e) => e.reason === 'refund' && e.applicationId === applicationId);

/**
 * Charging one credit for an application's analysis when the pipeline accepts its upload. A balance of 0
 * or less is refused with SPEC §8's message; an application already charged is not charged again (a
 * retried upload or a replayed job); an unlimited plan is never charged. A charge carries the SPEC §8
 * low-credit notice for the new balance (none above the threshold).
 */
export function chargeApplication(account: CreditAccount, applicationId: string, at: Date): ChargeDecision {
  const balance = creditBalance(account.entries);
  if (account.unlimited) return { outcome: 'unlimited', entry: null, balance, notice: null };
  if (chargeOf(account.entries, applicationId)) return { outcome: 'already-charged', entry: null, balance, notice: null };
  if (balance <= 0) return { outcome: 'refused', entry: null, balance, message: NO_CREDITS_MESSAGE };
  const entry: CreditEntry = { at: at.toISOString(), amount: -1, reason: 'application', applicationId };
  return { outcome: 'charged', entry, balance: balance - 1, notice: lowCreditNotice(balance - 1) };
}

/**
 * The refund owed when an application's pipeline fails: the credit back, once, only if it was charged and
 * the failure came before the report was produced (a failure after the report leaves the work delivered).
 */
export function refundApplication(account: CreditAccount, applicationId: string, failure: { reportProduced: boolean }, at: Date): CreditEntry | null {
  const charge = chargeOf(account.entries, applicationId);
  if (!charge || failure.reportProduced || refundOf(account.entries, applicationId)) return null;
  return { at: at.toISOString(), amount: -charge.amount, reason: 'refund', applicationId };
}

/**
 * The included credits of a billing period, granted once per period (keyed by the period's start) so a
 * renewal handled twice grants once. Unused credits carry over; an unlimited plan or one with no included
 * credits gets no entry.
 */
export function periodGrant(account: CreditAccount, plan: { includedCredits: number; creditsUnlimited: boolean }, periodStart: Date, at: Date): CreditEntry | null {
  if (plan.creditsUnlimited || plan.includedCredits <= 0) return null;
  const key = periodStart.toISOString();
  if (account.entries.some((e) => e.reason === 'period-grant' && e.periodStart === key)) return null;
  return { at: at.toISOString(), amount: plan.includedCredits, reason: 'period-grant', periodStart: key };
}

/**
 * The included credits an upgrade adds to the current period: the new plan's credits beyond the old
 * plan's, for the share of the period still to run (the old plan's were granted when the period began),
 * rounded to a whole credit. None for an unlimited plan (nothing is charged) or one that includes no more.
 */
export function upgradeGrant(from: { includedCredits: number; creditsUnlimited: boolean }, to: { includedCredits: number; creditsUnlimited: boolean }, remainingFraction: number): number {
  if (to.creditsUnlimited || from.creditsUnlimited) return 0;
  const fraction = Math.min(1, Math.max(0, remainingFraction));
  return Math.max(0, Math.round((to.includedCredits - from.includedCredits) * fraction));
}
