import { randomUUID } from 'node:crypto';
import type { SubscriptionState } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';
import type { LicenseOwner } from './licenses';

export interface SubscriptionRecord extends SubscriptionState {
  id: string;
  owner: LicenseOwner;
  licenseId: string | null;
  provider: string;
  /** The provider's own subscription (Stripe's id); null for the invoice provider's. */
  providerRef: string | null;
  createdAt: string;
}

/** @table subscriptions */
interface SubscriptionRow {
  id: string;
  owner_user_id: string | null;
  owner_organization_id: string | null;
  plan_id: string;
  seats: number;
  billing: 'monthly' | 'annual';
  status: SubscriptionState['status'];
  current_period_start: Date | string;
  current_period_end: Date | string;
  grace_until: Date | string | null;
  ended_at: Date | string | null;
  license_id: string | null;
  provider: string;
  provider_ref: string | null;
  created_at: Date | string;
}

const iso = (v: Date | string): string => new Date(v).toISOString();

const toRecord = (r: SubscriptionRow): SubscriptionRecord => ({
  id: r.id,
  owner: r.owner_user_id ? { userId: r.owner_user_id } : { organizationId: r.owner_organization_id! },
  planId: r.plan_id,
  seats: r.seats,
  billing: r.billing,
  status: r.status,
  currentPeriodStart: iso(r.current_period_start),
  currentPeriodEnd: iso(r.current_period_end),
  graceUntil: r.grace_until === null ? null : iso(r.grace_until),
  endedAt: r.ended_at === null ? null : iso(r.ended_at),
  licenseId: r.license_id,
  provider: r.provider,
  providerRef: r.provider_ref,
  createdAt: iso(r.created_at),
});

const COLUMNS = 'id, owner_user_id, owner_organization_id, plan_id, seats, billing, status, current_period_start, current_period_end, grace_until, ended_at, license_id, provider, provider_ref, created_at';

export async function insertSubscription(db: Queryable, s: SubscriptionState & { owner: LicenseOwner; licenseId: string; provider: string; providerRef?: string | null }): Promise<SubscriptionRecord> {
  const { rows } = await db.query<SubscriptionRow>(
    `INSERT INTO subscriptions (id, owner_user_id, owner_organization_id, plan_id, seats, billing, status, current_period_start, current_period_end, grace_until, ended_at, license_id, provider, provider_ref)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING ${COLUMNS}`,
    [
      `sub_${randomUUID().replace(/-/g, '')}`,
      s.owner.userId ?? null,
      s.owner.organizationId ?? null,
      s.planId,
      s.seats,
      s.billing,
      s.status,
      s.currentPeriodStart,
      s.currentPeriodEnd,
      s.graceUntil,
      s.endedAt,
      s.licenseId,
      s.provider,
      s.providerRef ?? null,
    ],
  );
  return toRecord(rows[0]!);
}

/** Writes the reducer's new state back. */
export async function saveSubscriptionState(db: Queryable, id: string, s: SubscriptionState): Promise<void> {
  await db.query(
    'UPDATE subscriptions SET plan_id = $2, seats = $3, billing = $4, status = $5, current_period_start = $6, current_period_end = $7, grace_until = $8, ended_at = $9 WHERE id = $1',
    [id, s.planId, s.seats, s.billing, s.status, s.currentPeriodStart, s.currentPeriodEnd, s.graceUntil, s.endedAt],
  );
}

export async function findSubscription(db: Queryable, id: string, opts: { forUpdate?: boolean } = {}): Promise<SubscriptionRecord | null> {
  const { rows } = await db.query<SubscriptionRow>(`SELECT ${COLUMNS} FROM subscriptions WHERE id = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The subscription a provider's event names by the provider's own id. */
export async function findSubscriptionByProviderRef(db: Queryable, provider: string, providerRef: string, opts: { forUpdate?: boolean } = {}): Promise<SubscriptionRecord | null> {
  const { rows } = await db.query<SubscriptionRow>(`SELECT ${COLUMNS} FROM subscriptions WHERE provider = $1 AND provider_ref = $2${opts.forUpdate ? ' FOR UPDATE' : ''}`, [provider, providerRef]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The owner's subscription that has not ended (at most one is kept running), newest first. */
export async function findCurrentSubscription(db: Queryable, owner: LicenseOwner): Promise<SubscriptionRecord | null> {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM subscriptions WHERE (owner_user_id = $1 OR owner_organization_id = $2) AND status <> 'ended' ORDER BY created_at DESC LIMIT 1`,
    [owner.userId ?? null, owner.organizationId ?? null],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function listSubscriptions(db: Queryable, limit = 500): Promise<SubscriptionRecord[]> {
  const { rows } = await db.query<SubscriptionRow>(`SELECT ${COLUMNS} FROM subscriptions ORDER BY created_at DESC LIMIT $1`, [limit]);
  return rows.map(toRecord);
}

/** One line of a subscription's history: what changed, who did it and why. */
export async function addSubscriptionHistory(db: Queryable, subscriptionId: string, entry: { at: Date; actorUserId: string | null; event: string; detail: string }): Promise<void> {
  await db.query('INSERT INTO subscription_history (subscription_id, at, actor_user_id, event, detail) VALUES ($1, $2, $3, $4, $5)', [
    subscriptionId,
    entry.at,
    entry.actorUserId,
    entry.event,
    entry.detail,
  ]);
}

export async function listSubscriptionHistory(db: Queryable, subscriptionId: string): Promise<{ at: string; event: string; detail: string }[]> {
  const { rows } = await db.query<{ at: Date | string; event: string; detail: string }>('SELECT at, event, detail FROM subscription_history WHERE subscription_id = $1 ORDER BY at DESC, id DESC', [subscriptionId]);
  return rows.map((r) => ({ at: iso(r.at), event: r.event, detail: r.detail }));
}

/**
 * What the renewal sweep looks at, at `now`: cancelled subscriptions past their period and all in grace
 * (of every provider); running ones past their period only of the invoice provider, whose renewals the
 * product issues (Stripe renews its own and says so through the webhook).
 */
export async function listSubscriptionsDue(db: Queryable, now: Date): Promise<SubscriptionRecord[]> {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM subscriptions WHERE status = 'grace' OR (status = 'canceling' AND current_period_end <= $1) OR (status = 'active' AND provider = 'invoice' AND current_period_end <= $1)`,
    [now],
  );
  return rows.map(toRecord);
}
