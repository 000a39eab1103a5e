import type { CreditEntry, CreditReason } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';
import type { LicenseOwner } from './licenses';

const OWNER_MATCH = '(owner_user_id = $1 OR owner_organization_id = $2)';
const ownerParams = (owner: LicenseOwner) => [owner.userId ?? null, owner.organizationId ?? null];

/** The balance is the sum of the owner's ledger entries (migration 003). */
export async function creditBalance(db: Queryable, owner: LicenseOwner): Promise<number> {
  const { rows } = await db.query<{ balance: number | string | null }>(`SELECT COALESCE(sum(amount), 0) AS balance FROM credit_entries WHERE ${OWNER_MATCH}`, ownerParams(owner));
  return Number(rows[0]?.balance ?? 0);
}

/** What a ledger entry is tied to (migration 030): each kind happens once per application, period or checkout. */
export interface CreditEntryLinks {
  kind?: CreditReason;
  applicationId?: string;
  periodStart?: Date;
  checkoutId?: string;
  actorUserId?: string | null;
}

/**
 * Adds a ledger entry (negative to spend); `note` says why in words, for the audit trail. Returns false
 * when the entry already exists (a charge, refund, grant or purchase met its unique index), so a retried
 * or concurrent call changes nothing.
 */
export async function addCreditEntry(db: Queryable, owner: LicenseOwner, amount: number, note: string, links: CreditEntryLinks = {}): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO credit_entries (owner_user_id, owner_organization_id, amount, reason, kind, application_id, period_start, checkout_id, actor_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING id`,
    [...ownerParams(owner), amount, note, links.kind ?? 'adjustment', links.applicationId ?? null, links.periodStart ?? null, links.checkoutId ?? null, links.actorUserId ?? null],
  );
  return rows.length > 0;
}

export async function hasCreditEntries(db: Queryable, owner: LicenseOwner): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM credit_entries WHERE ${OWNER_MATCH} LIMIT 1`, ownerParams(owner));
  return rows.length > 0;
}

/** @table credit_entries */
interface EntryRow {
  created_at: Date | string;
  amount: number;
  kind: CreditReason;
  application_id: string | null;
  period_start: Date | string | null;
}

const toEntry = (r: EntryRow): CreditEntry => ({
  at: new Date(r.created_at).toISOString(),
  amount: r.amount,
  reason: r.kind,
  ...(r.application_id ? { applicationId: r.application_id } : {}),
  ...(r.period_start ? { periodStart: new Date(r.period_start).toISOString() } : {}),
});

/** One page of the owner's ledger, newest first, and the number of entries in all. */
export async function pageCreditEntries(db: Queryable, owner: LicenseOwner, page: { limit: number; offset: number }): Promise<{ entries: CreditEntry[]; total: number }> {
  const [{ rows }, count] = await Promise.all([
    db.query<EntryRow>(`SELECT created_at, amount, kind, application_id, period_start FROM credit_entries WHERE ${OWNER_MATCH} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`, [
      ...ownerParams(owner),
      page.limit,
      page.offset,
    ]),
    db.query<{ n: number | string }>(`SELECT count(*) AS n FROM credit_entries WHERE ${OWNER_MATCH}`, ownerParams(owner)),
  ]);
  return { entries: rows.map(toEntry), total: Number(count.rows[0]?.n ?? 0) };
}

/** The ledger entries of one application (its charge and any refund) with their owner. */
export async function creditEntriesOfApplication(db: Queryable, applicationId: string): Promise<(CreditEntry & { owner: LicenseOwner })[]> {
  const { rows } = await db.query<EntryRow & { owner_user_id: string | null; owner_organization_id: string | null }>(
    'SELECT created_at, amount, kind, application_id, period_start, owner_user_id, owner_organization_id FROM credit_entries WHERE application_id = $1',
    [applicationId],
  );
  return rows.map((r) => ({ ...toEntry(r), owner: r.owner_user_id ? { userId: r.owner_user_id } : { organizationId: r.owner_organization_id! } }));
}

/**
 * Serialises credit writes of one owner until the transaction ends: a charge reads the balance and
 * writes in the same transaction, and two uploads racing at a balance of 1 must not both pass.
 */
export async function lockCreditOwner(tx: Queryable, owner: LicenseOwner): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [owner.userId ? `credits:u:${owner.userId}` : `credits:o:${owner.organizationId}`]);
}

/** The ledger entries the domain rules need to decide a charge (all of the owner's; ledgers stay small). */
export async function allCreditEntries(db: Queryable, owner: LicenseOwner): Promise<CreditEntry[]> {
  const { rows } = await db.query<EntryRow>(`SELECT created_at, amount, kind, application_id, period_start FROM credit_entries WHERE ${OWNER_MATCH} ORDER BY id`, ownerParams(owner));
  return rows.map(toEntry);
}
