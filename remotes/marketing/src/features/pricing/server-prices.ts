import type { Plan as ServerPlan } from '@iprism/shared/contracts/commerce';
import type { BillingCycle } from './plans';

/** Where "Get started" leads: sign-up, then straight to checkout for the chosen plan (redirect_url). */
export function getStartedPath(planId: string, cycle: BillingCycle, seats = 1): string {
  const checkout = `/dashboard/subscription?${new URLSearchParams({ plan: planId, billing: cycle, seats: String(seats) })}`;
  return `/sign-up?${new URLSearchParams({ redirect_url: checkout })}`;
}

/** The per-seat prices of a server plan as the card shows them: monthly, or a year's price spread over twelve months. */
export function cardPrice(plan: Pick<ServerPlan, 'monthlyPriceCents' | 'annualPriceCents'>, cycle: BillingCycle): { perSeatMonthlyUsd: number; perSeatYearlyUsd?: number } {
  if (cycle === 'monthly') return { perSeatMonthlyUsd: plan.monthlyPriceCents / 100 };
  return { perSeatMonthlyUsd: Math.round(plan.annualPriceCents / 12 / 100), perSeatYearlyUsd: plan.annualPriceCents / 100 };
}
