import { randomUUID } from 'node:crypto';
import type { PriceLine } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';
import type { LicenseOwner } from './licenses';

export type CheckoutKind = 'subscription' | 'credits' | 'upgrade' | 'licenses' | 'renewal';
export type CheckoutStatus = 'open' | 'paid' | 'declined' | 'void' | 'refunded';

export interface CheckoutRecord {
  id: string;
  invoiceNumber: string;
  kind: CheckoutKind;
  buyerUserId: string;
  owner: LicenseOwner;
  planId: string | null;
  seats: number | null;
  billing: 'monthly' | 'annual' | null;
  credits: number | null;
  subscriptionId: string | null;
  lines: PriceLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  status: CheckoutStatus;
  provider: string;
  providerRef: string | null;
  createdAt: Date;
  paidAt: Date | null;
  closedAt: Date | null;
}

/** @table checkouts */
interface CheckoutRow {
  id: string;
  invoice_number: string;
  kind: CheckoutKind;
  buyer_user_id: string;
  owner_user_id: string | null;
  owner_organization_id: string | null;
  plan_id: string | null;
  seats: number | null;
  billing: 'monthly' | 'annual' | null;
  credits: number | null;
  subscription_id: string | null;
  lines: PriceLine[] | string;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  status: CheckoutStatus;
  provider: string;
  provider_ref: string | null;
  created_at: Date | string;
  paid_at: Date | string | null;
  closed_at: Date | string | null;
}

const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

const toRecord = (r: CheckoutRow): CheckoutRecord => ({
  id: r.id,
  invoiceNumber: r.invoice_number,
  kind: r.kind,
  buyerUserId: r.buyer_user_id,
  owner: r.owner_user_id ? { userId: r.owner_user_id } : { organizationId: r.owner_organization_id! },
  planId: r.plan_id,
  seats: r.seats,
  billing: r.billing,
  credits: r.credits,
  subscriptionId: r.subscription_id,
  lines: typeof r.lines === 'string' ? (JSON.parse(r.lines) as PriceLine[]) : r.lines,
  subtotalCents: r.subtotal_cents,
  discountCents: r.discount_cents,
  totalCents: r.total_cents,
  status: r.status,
  provider: r.provider,
  providerRef: r.provider_ref,
  createdAt: new Date(r.created_at),
  paidAt: date(r.paid_at),
  closedAt: date(r.closed_at),
});

const COLUMNS =
  'id, invoice_number, kind, buyer_user_id, owner_user_id, owner_organization_id, plan_id, seats, billing, credits, subscription_id, lines, subtotal_cents, discount_cents, total_cents, status, provider, provider_ref, created_at, paid_at, closed_at';

export interface NewCheckout {
  kind: CheckoutKind;
  buyerUserId: string;
  owner: LicenseOwner;
  planId?: string | null;
  seats?: number | null;
  billing?: 'monthly' | 'annual' | null;
  credits?: number | null;
  subscriptionId?: string | null;
  lines: PriceLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  provider: string;
  at: Date;
  /** A renewal the provider already charged is recorded paid (it holds no buyer's one open checkout). */
  paid?: { providerRef: string } | null;
}

/** Records a checkout (open unless `paid`) with the next invoice number (INV-<year>-<sequence>). The one-open-per-buyer index may refuse an open one (23505). */
export async function insertCheckout(db: Queryable, c: NewCheckout): Promise<CheckoutRecord> {
  const { rows } = await db.query<CheckoutRow>(
    `INSERT INTO checkouts (id, invoice_number, kind, buyer_user_id, owner_user_id, owner_organization_id, plan_id, seats, billing, credits, subscription_id, lines, subtotal_cents, discount_cents, total_cents, status, provider, created_at, provider_ref, paid_at)
     VALUES ($1, 'INV-' || to_char($16::timestamptz AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(nextval('invoice_numbers')::text, 6, '0'), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14,
       CASE WHEN $17::text IS NULL THEN 'open' ELSE 'paid' END, $15, $16, $17, CASE WHEN $17::text IS NULL THEN NULL ELSE $16::timestamptz END)
     RETURNING ${COLUMNS}`,
    [
      `chk_${randomUUID().replace(/-/g, '')}`,
      c.kind,
      c.buyerUserId,
      c.owner.userId ?? null,
      c.owner.organizationId ?? null,
      c.planId ?? null,
      c.seats ?? null,
      c.billing ?? null,
      c.credits ?? null,
      c.subscriptionId ?? null,
      JSON.stringify(c.lines),
      c.subtotalCents,
      c.discountCents,
      c.totalCents,
      c.provider,
      c.at,
      c.paid?.providerRef ?? null,
    ],
  );
  return toRecord(rows[0]!);
}

export async function findCheckout(db: Queryable, id: string, opts: { forUpdate?: boolean } = {}): Promise<CheckoutRecord | null> {
  const { rows } = await db.query<CheckoutRow>(`SELECT ${COLUMNS} FROM checkouts WHERE id = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findCheckoutByProviderRef(db: Queryable, providerRef: string): Promise<CheckoutRecord | null> {
  const { rows } = await db.query<CheckoutRow>(`SELECT ${COLUMNS} FROM checkouts WHERE provider_ref = $1`, [providerRef]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findOpenCheckoutOfBuyer(db: Queryable, buyerUserId: string): Promise<CheckoutRecord | null> {
  const { rows } = await db.query<CheckoutRow>(`SELECT ${COLUMNS} FROM checkouts WHERE buyer_user_id = $1 AND status = 'open'`, [buyerUserId]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function setCheckoutProviderRef(db: Queryable, id: string, providerRef: string | null): Promise<void> {
  await db.query('UPDATE checkouts SET provider_ref = $2 WHERE id = $1', [id, providerRef]);
}

/** Moves a checkout to a new status; `paid_at` is set on payment, `closed_at`/`closed_by` on every other close. */
export async function setCheckoutStatus(db: Queryable, id: string, status: CheckoutStatus, at: Date, actorUserId: string | null = null): Promise<void> {
  await db.query(
    `UPDATE checkouts SET status = $2, paid_at = CASE WHEN $2 = 'paid' THEN $3 ELSE paid_at END,
       closed_at = CASE WHEN $2 = 'paid' THEN closed_at ELSE $3 END, closed_by = COALESCE($4, closed_by) WHERE id = $1`,
    [id, status, at, actorUserId],
  );
}

/** The invoices one owner was billed (or one buyer raised), newest first. */
export async function listCheckoutsOf(db: Queryable, owner: LicenseOwner, buyerUserId: string, limit = 50): Promise<CheckoutRecord[]> {
  const { rows } = await db.query<CheckoutRow>(
    `SELECT ${COLUMNS} FROM checkouts WHERE owner_user_id = $1 OR owner_organization_id = $2 OR buyer_user_id = $3 ORDER BY created_at DESC LIMIT $4`,
    [owner.userId ?? null, owner.organizationId ?? null, buyerUserId, limit],
  );
  return rows.map(toRecord);
}

export async function listAllCheckouts(db: Queryable, limit = 500): Promise<CheckoutRecord[]> {
  const { rows } = await db.query<CheckoutRow>(`SELECT ${COLUMNS} FROM checkouts ORDER BY created_at DESC LIMIT $1`, [limit]);
  return rows.map(toRecord);
}

/**
 * Records a payment event id in the caller's transaction. False when it was already recorded: the event
 * was applied before (a replay), or a concurrent delivery holds it and this one waits, then sees it.
 */
export async function recordPaymentEvent(db: Queryable, event: { id: string; type: string; checkoutId: string | null }): Promise<boolean> {
  const { rows } = await db.query('INSERT INTO payment_events (id, type, checkout_id) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id', [event.id, event.type, event.checkoutId]);
  return rows.length > 0;
}

/** Who bought a subscription (the buyer of its first checkout): renewal invoices go to them. */
export async function subscriptionBuyer(db: Queryable, subscriptionId: string): Promise<string | null> {
  const { rows } = await db.query<{ buyer_user_id: string }>("SELECT buyer_user_id FROM checkouts WHERE subscription_id = $1 AND kind = 'subscription' ORDER BY created_at LIMIT 1", [subscriptionId]);
  return rows[0]?.buyer_user_id ?? null;
}

/** Links a paid checkout to the subscription it started. */
export async function setCheckoutSubscription(tx: Queryable, checkoutId: string, subscriptionId: string): Promise<void> {
  await tx.query('UPDATE checkouts SET subscription_id = $2 WHERE id = $1', [checkoutId, subscriptionId]);
}

/** @table checkouts */
export interface OpenCheckoutRow {
  kind: string;
  subscription_id: string | null;
}

/** A buyer's open checkouts: what each is for and the subscription it renews. */
export async function listOpenCheckoutsOfBuyer(tx: Queryable, buyerUserId: string): Promise<OpenCheckoutRow[]> {
  const { rows } = await tx.query<OpenCheckoutRow>("SELECT kind, subscription_id FROM checkouts WHERE buyer_user_id = $1 AND status = 'open'", [buyerUserId]);
  return rows;
}
