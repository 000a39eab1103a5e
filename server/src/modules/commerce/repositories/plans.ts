import type { Queryable } from '../../../platform/db/db';

export interface PlanRecord {
  id: string;
  licenseType: string;
  family: 'pilot' | 'toolbox';
  name: string;
  monthlyPriceCents: number;
  annualPriceCents: number;
  includedCredits: number;
  creditsUnlimited: boolean;
  seats: number;
}

/** @table plans */
interface PlanRow {
  id: string;
  license_type: string;
  family: 'pilot' | 'toolbox';
  name: string;
  monthly_price_cents: number;
  annual_price_cents: number;
  included_credits: number;
  credits_unlimited: boolean;
  seats: number;
}

const toRecord = (r: PlanRow): PlanRecord => ({
  id: r.id,
  licenseType: r.license_type,
  family: r.family,
  name: r.name,
  monthlyPriceCents: r.monthly_price_cents,
  annualPriceCents: r.annual_price_cents,
  includedCredits: r.included_credits,
  creditsUnlimited: r.credits_unlimited,
  seats: r.seats,
});

const COLUMNS = 'id, license_type, family, name, monthly_price_cents, annual_price_cents, included_credits, credits_unlimited, seats';

export async function listPlans(db: Queryable): Promise<PlanRecord[]> {
  const { rows } = await db.query<PlanRow>(`SELECT ${COLUMNS} FROM plans ORDER BY family, monthly_price_cents`);
  return rows.map(toRecord);
}

export async function findPlanByLicenseType(db: Queryable, licenseType: string): Promise<PlanRecord | null> {
  const { rows } = await db.query<PlanRow>(`SELECT ${COLUMNS} FROM plans WHERE license_type = $1`, [licenseType]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findPlan(db: Queryable, id: string): Promise<PlanRecord | null> {
  const { rows } = await db.query<PlanRow>(`SELECT ${COLUMNS} FROM plans WHERE id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The credit packs on sale, smallest first (migration 030). */
export async function listCreditPacks(db: Queryable): Promise<{ credits: number; priceCents: number }[]> {
  const { rows } = await db.query<{ credits: number; price_cents: number }>('SELECT credits, price_cents FROM credit_packs ORDER BY credits');
  return rows.map((r) => ({ credits: r.credits, priceCents: r.price_cents }));
}
