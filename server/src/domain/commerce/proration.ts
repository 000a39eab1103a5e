import { CURRENCY, type BillingPeriod, type Plan, type Proration } from '@iprism/shared/contracts';
import { invalidField } from '../invalid-field';

export interface UpgradeInput {
  from: Plan;
  to: Plan;
  seats: number;
  billing: BillingPeriod;
  periodStart: Date;
  periodEnd: Date;
  /** The moment of the upgrade (the caller's clock). */
  at: Date;
}

const periodPrice = (plan: Plan, billing: BillingPeriod): number => (billing === 'annual' ? plan.annualPriceCents : plan.monthlyPriceCents);

/**
 * What an upgrade costs now: the new plan's price for the rest of the current period less the unused value
 * of the old plan over the same time, both to the second (as card processors prorate) and rounded to the
 * cent. The period stays as it is; the next renewal bills the new plan in full. Refuses a plan that costs
 * no more than the current one (`planId`) and a moment outside the period (`at`).
 */
export function prorateUpgrade(input: UpgradeInput): Proration {
  const { from, to, seats, billing, periodStart, periodEnd, at } = input;
  if (to.id === from.id || periodPrice(to, billing) <= periodPrice(from, billing)) {
    throw invalidField('planId', `"${to.name}" is not an upgrade from "${from.name}".`);
  }
  const length = periodEnd.getTime() - periodStart.getTime();
  if (length <= 0) throw invalidField('periodEnd', 'must be after the period start.');
  if (at.getTime() < periodStart.getTime() || at.getTime() >= periodEnd.getTime()) throw invalidField('at', 'must fall within the current billing period.');
  const remainingFraction = Math.floor((periodEnd.getTime() - at.getTime()) / 1000) / Math.floor(length / 1000);
  const creditCents = Math.round(periodPrice(from, billing) * seats * remainingFraction);
  const chargeCents = Math.round(periodPrice(to, billing) * seats * remainingFraction);
  return { currency: CURRENCY, remainingFraction, creditCents, chargeCents, amountDueCents: chargeCents - creditCents };
}
