import type { Catalogue, LicenseType, Plan } from '@iprism/shared/contracts';
import type { Queryable } from '../../platform/db/db';
import { listCreditPacks, listPlans, type PlanRecord } from './repositories/plans';

export const toPlan = (p: PlanRecord): Plan => ({
  id: p.id,
  licenseType: p.licenseType as LicenseType,
  family: p.family,
  name: p.name,
  monthlyPriceCents: p.monthlyPriceCents,
  annualPriceCents: p.annualPriceCents,
  includedCredits: p.includedCredits,
  creditsUnlimited: p.creditsUnlimited,
});

/** The catalogue as the plans table holds it: the one source of every price the product shows or charges. */
export async function loadCatalogue(db: Queryable): Promise<Catalogue> {
  const [plans, creditPacks] = await Promise.all([listPlans(db), listCreditPacks(db)]);
  return { plans: plans.map(toPlan), creditPacks };
}
