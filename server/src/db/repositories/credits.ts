import type { Queryable } from '../db';
import type { LicenceOwner } from './licenses';

/** The balance is the sum of the owner's ledger entries (migration 003). */
export async function creditBalance(db: Queryable, owner: LicenceOwner): Promise<number> {
  const { rows } = await db.query<{ balance: number | string | null }>(
    'SELECT COALESCE(sum(amount), 0) AS balance FROM credit_entries WHERE owner_user_id = $1 OR owner_organization_id = $2',
    [owner.userId ?? null, owner.organizationId ?? null],
  );
  return Number(rows[0]?.balance ?? 0);
}

/** Adds a ledger entry (negative to spend); `reason` says why, for the audit trail. */
export async function addCreditEntry(db: Queryable, owner: LicenceOwner, amount: number, reason: string): Promise<void> {
  await db.query('INSERT INTO credit_entries (owner_user_id, owner_organization_id, amount, reason) VALUES ($1, $2, $3, $4)', [
    owner.userId ?? null,
    owner.organizationId ?? null,
    amount,
    reason,
  ]);
}

export async function hasCreditEntries(db: Queryable, owner: LicenceOwner): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM credit_entries WHERE owner_user_id = $1 OR owner_organization_id = $2 LIMIT 1', [owner.userId ?? null, owner.organizationId ?? null]);
  return rows.length > 0;
}
