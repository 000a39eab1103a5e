import type { Queryable } from '../db';

export interface PlanRecord {
  id: string;
  licenseType: string;
  family: 'pilot' | 'toolbox';
  name: string;
  monthlyPriceCents: number;
  includedCredits: number;
  creditsUnlimited: boolean;
  seats: number;
}

interface PlanRow {
  id: string;
  license_type: string;
  family: 'pilot' | 'toolbox';
  name: string;
  monthly_price_cents: number;
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
  includedCredits: r.included_credits,
  creditsUnlimited: r.credits_unlimited,
  seats: r.seats,
});

const COLUMNS = 'id, license_type, family, name, monthly_price_cents, included_credits, credits_unlimited, seats';

export async function listPlans(db: Queryable): Promise<PlanRecord[]> {
  const { rows } = await db.query<PlanRow>(`SELECT ${COLUMNS} FROM plans ORDER BY family, monthly_price_cents`);
  return rows.map(toRecord);
}

export async function findPlanByLicenceType(db: Queryable, licenseType: string): Promise<PlanRecord | null> {
  const { rows } = await db.query<PlanRow>(`SELECT ${COLUMNS} FROM plans WHERE license_type = $1`, [licenseType]);
  return rows[0] ? toRecord(rows[0]) : null;
}
