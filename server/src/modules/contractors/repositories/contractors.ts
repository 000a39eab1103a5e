import { randomUUID } from 'node:crypto';
import type { ContractorInput, ContractorStatus, ContractorInvoiceStatus } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '')}`;
const day = (v: Date | string | null): string | null => (v === null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

export interface ContractorRecord {
  id: string;
  name: string;
  email: string;
  company: string;
  country: string;
  rateCents: number;
  currency: string;
  startDate: string;
  endDate: string | null;
  status: ContractorStatus;
  userId: string | null;
}

/** @table contractors @computed user_id */
interface ContractorRow {
  id: string;
  name: string;
  email: string;
  company: string;
  country: string;
  rate_cents: number;
  currency: string;
  start_date: Date | string;
  end_date: Date | string | null;
  status: ContractorStatus;
  user_id: string | null;
}

const toContractor = (r: ContractorRow): ContractorRecord => ({
  id: r.id,
  name: r.name,
  email: r.email,
  company: r.company,
  country: r.country,
  rateCents: r.rate_cents,
  currency: r.currency,
  startDate: day(r.start_date)!,
  endDate: day(r.end_date),
  status: r.status,
  userId: r.user_id,
});

/** The account is found by e-mail at read time. */
const SELECT = `SELECT c.id, c.name, c.email, c.company, c.country, c.rate_cents, c.currency, c.start_date, c.end_date, c.status,
  (SELECT u.id FROM users u WHERE lower(u.email) = lower(c.email) LIMIT 1) AS user_id FROM contractors c`;

export async function listContractors(db: Queryable): Promise<ContractorRecord[]> {
  const { rows } = await db.query<ContractorRow>(`${SELECT} ORDER BY (c.status = 'ended'), c.name`);
  return rows.map(toContractor);
}

export async function findContractor(db: Queryable, id: string): Promise<ContractorRecord | null> {
  const { rows } = await db.query<ContractorRow>(`${SELECT} WHERE c.id = $1`, [id]);
  return rows[0] ? toContractor(rows[0]) : null;
}

export async function findContractorByEmail(db: Queryable, email: string): Promise<ContractorRecord | null> {
  const { rows } = await db.query<ContractorRow>(`${SELECT} WHERE lower(c.email) = lower($1)`, [email]);
  return rows[0] ? toContractor(rows[0]) : null;
}

const rateCents = (rate: number) => Math.round(rate * 100);

export async function insertContractor(db: Queryable, c: ContractorInput): Promise<string> {
  const id = newId('ctr');
  await db.query(
    `INSERT INTO contractors (id, name, email, company, country, rate_cents, currency, start_date, end_date, status) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [id, c.name, c.email, c.company, c.country, rateCents(c.hourlyRate), c.currency, c.startDate, c.endDate, c.status],
  );
  return id;
}

export async function updateContractor(db: Queryable, id: string, c: ContractorInput): Promise<void> {
  await db.query(
    `UPDATE contractors SET name = $2, email = $3, company = $4, country = $5, rate_cents = $6, currency = $7, start_date = $8, end_date = $9, status = $10, updated_at = now() WHERE id = $1`,
    [id, c.name, c.email, c.company, c.country, rateCents(c.hourlyRate), c.currency, c.startDate, c.endDate, c.status],
  );
}

/** Approved minutes of a user, optionally within [from, to]. */
export async function approvedMinutes(db: Queryable, userId: string, from?: string, to?: string): Promise<number> {
  const { rows } = await db.query<{ minutes: string | number | null }>(
    `SELECT sum(e.minutes) AS minutes FROM timesheet_entries e JOIN timesheet_weeks w ON w.id = e.week_id
     WHERE w.user_id = $1 AND w.status = 'approved' AND ($2::date IS NULL OR e.day >= $2) AND ($3::date IS NULL OR e.day <= $3)`,
    [userId, from ?? null, to ?? null],
  );
  return Number(rows[0]?.minutes ?? 0);
}

// Invoices.

export interface InvoiceRecord {
  id: string;
  number: string;
  contractorId: string;
  contractorName: string;
  periodFrom: string;
  periodTo: string;
  minutes: number;
  rateCents: number;
  currency: string;
  amountCents: number;
  status: ContractorInvoiceStatus;
  decisionComment: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

/** @table contractor_invoices @computed contractor_name */
interface InvoiceRow {
  id: string;
  number: string;
  contractor_id: string;
  contractor_name: string;
  period_from: Date | string;
  period_to: Date | string;
  minutes: number;
  rate_cents: number;
  currency: string;
  amount_cents: string | number;
  status: ContractorInvoiceStatus;
  decision_comment: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
}

const toInvoice = (r: InvoiceRow): InvoiceRecord => ({
  id: r.id,
  number: r.number,
  contractorId: r.contractor_id,
  contractorName: r.contractor_name,
  periodFrom: day(r.period_from)!,
  periodTo: day(r.period_to)!,
  minutes: r.minutes,
  rateCents: r.rate_cents,
  currency: r.currency,
  amountCents: Number(r.amount_cents),
  status: r.status,
  decisionComment: r.decision_comment,
  createdAt: new Date(r.created_at),
  decidedAt: r.decided_at ? new Date(r.decided_at) : null,
});

const INVOICE_SELECT = `SELECT i.id, i.number, i.contractor_id, c.name AS contractor_name, i.period_from, i.period_to, i.minutes, i.rate_cents, i.currency, i.amount_cents,
  i.status, i.decision_comment, i.created_at, i.decided_at FROM contractor_invoices i JOIN contractors c ON c.id = i.contractor_id`;

export async function listInvoices(db: Queryable, opts: { contractorId?: string; status?: ContractorInvoiceStatus } = {}): Promise<InvoiceRecord[]> {
  const { rows } = await db.query<InvoiceRow>(`${INVOICE_SELECT} WHERE ($1::text IS NULL OR i.contractor_id = $1) AND ($2::text IS NULL OR i.status = $2) ORDER BY i.created_at DESC`, [
    opts.contractorId ?? null,
    opts.status ?? null,
  ]);
  return rows.map(toInvoice);
}

export async function findInvoice(db: Queryable, id: string): Promise<InvoiceRecord | null> {
  const { rows } = await db.query<InvoiceRow>(`${INVOICE_SELECT} WHERE i.id = $1`, [id]);
  return rows[0] ? toInvoice(rows[0]) : null;
}

export async function countInvoicesOfYear(db: Queryable, year: number): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>("SELECT count(*) AS n FROM contractor_invoices WHERE number LIKE $1", [`INV-${year}-%`]);
  return Number(rows[0]?.n ?? 0);
}

export interface NewInvoice {
  number: string;
  contractorId: string;
  periodFrom: string;
  periodTo: string;
  minutes: number;
  rateCents: number;
  currency: string;
  amountCents: number;
}

export async function insertInvoice(db: Queryable, i: NewInvoice): Promise<string> {
  const id = newId('inv');
  await db.query(
    `INSERT INTO contractor_invoices (id, number, contractor_id, period_from, period_to, minutes, rate_cents, currency, amount_cents) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [id, i.number, i.contractorId, i.periodFrom, i.periodTo, i.minutes, i.rateCents, i.currency, i.amountCents],
  );
  return id;
}

/** Decides a submitted invoice; false when it was no longer submitted. */
export async function decideInvoice(db: Queryable, id: string, status: 'approved' | 'rejected', by: string, comment: string | null): Promise<boolean> {
  const { rows } = await db.query(
    "UPDATE contractor_invoices SET status = $2, decided_by = $3, decision_comment = $4, decided_at = now() WHERE id = $1 AND status = 'submitted' RETURNING id",
    [id, status, by, comment],
  );
  return rows.length > 0;
}
