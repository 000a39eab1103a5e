import type { BillingCycle } from './plans';

/** Annual billing charges ten months for twelve. */
export const ANNUAL_MONTHS_CHARGED = 10;

export interface Price {
  /** Per seat per month, as shown in large type. */
  perSeatMonthlyUsd: number;
  /** Per seat per year when billed annually; absent for monthly billing. */
  perSeatYearlyUsd?: number;
}

/** The price of a seat in a billing cycle; annual prices are rounded to whole dollars per month. */
export function priceFor(monthlyPriceUsd: number, cycle: BillingCycle): Price {
  if (cycle === 'monthly') return { perSeatMonthlyUsd: monthlyPriceUsd };
  const yearly = monthlyPriceUsd * ANNUAL_MONTHS_CHARGED;
  return { perSeatMonthlyUsd: Math.round(yearly / 12), perSeatYearlyUsd: yearly };
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function formatUsd(amount: number): string {
  return USD.format(amount);
}

/** "Save 17%": the annual discount as a whole percentage. */
export function annualSavingPercent(): number {
  return Math.round((1 - ANNUAL_MONTHS_CHARGED / 12) * 100);
}
