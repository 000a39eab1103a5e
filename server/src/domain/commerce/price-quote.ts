import { CURRENCY, MAX_SEATS, MIN_SEATS, BILLING_PERIODS, type Catalogue, type CreditPack, type Plan, type PriceLine, type PriceQuote } from '@iprism/shared/contracts';
import { invalidField } from '../invalid-field';
import { countOf } from '@iprism/shared/text';

/** Past this a credit purchase is a conversation with sales, and the pack search stays small. */
const MAX_EXTRA_CREDITS = 100_000;

export interface PriceInput {
  planId: string;
  seats: number;
  billing: string;
  extraCredits?: number;
}

/** The plan of the catalogue with this id, or a 400 naming `planId`. */
export function planOf(catalogue: Pick<Catalogue, 'plans'>, planId: string): Plan {
  const plan = catalogue.plans.find((p) => p.id === planId);
  if (!plan) throw invalidField('planId', `unknown plan "${planId}".`);
  return plan;
}

/**
 * The price of `seats` seats of a plan for one billing period, plus any extra credit packs. Annual billing
 * lists 12 × the monthly price and states the difference to the plan's annual price as the discount;
 * credits are priced as the cheapest combination of the catalogue's packs that makes the exact number.
 * Throws a 400 naming the field for an unknown plan, seats outside 1–1000, an unknown billing period or a
 * credit count no packs make.
 */
export function quotePrice(catalogue: Catalogue, input: PriceInput): PriceQuote {
  const plan = planOf(catalogue, input.planId);
  if (!Number.isInteger(input.seats) || input.seats < MIN_SEATS || input.seats > MAX_SEATS) {
    throw invalidField('seats', `must be a whole number from ${MIN_SEATS} to ${MAX_SEATS}.`);
  }
  if (!(BILLING_PERIODS as readonly string[]).includes(input.billing)) throw invalidField('billing', `must be ${BILLING_PERIODS.join(' or ')}.`);
  const seatsText = countOf(input.seats, 'seat');
  const lines: PriceLine[] = [];
  let discountCents = 0;
  if (input.billing === 'annual') {
    lines.push({ label: `${plan.name}, ${seatsText} × 12 months`, amountCents: 12 * plan.monthlyPriceCents * input.seats });
    discountCents = Math.max(0, 12 * plan.monthlyPriceCents - plan.annualPriceCents) * input.seats;
  } else {
    lines.push({ label: `${plan.name}, ${seatsText} × 1 month`, amountCents: plan.monthlyPriceCents * input.seats });
  }
  lines.push(...creditPackLines(catalogue.creditPacks, input.extraCredits ?? 0));
  const subtotalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  return { currency: CURRENCY, lines, subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

/** One line per pack size used, in the cheapest exact combination; none for 0 credits. */
export function creditPackLines(packs: readonly CreditPack[], credits: number): PriceLine[] {
  if (credits === 0) return [];
  if (!Number.isInteger(credits) || credits < 0 || credits > MAX_EXTRA_CREDITS) throw invalidField('extraCredits', `must be a whole number from 0 to ${MAX_EXTRA_CREDITS}.`);
  const counts = cheapestPacks(packs, credits);
  if (!counts) {
    const sizes = [...new Set(packs.map((p) => p.credits))].sort((a, b) => a - b);
    throw invalidField('extraCredits', sizes.length ? `must be made of packs of ${sizes.join(', ')} credits.` : 'no credit packs are on sale.');
  }
  return [...counts.entries()]
    .sort(([a], [b]) => b.credits - a.credits)
    .map(([pack, count]) => ({ label: `${pack.credits} credits × ${count}`, amountCents: pack.priceCents * count }));
}

/**
 * Unbounded knapsack over the packs: the least total price that sums to exactly `credits`. Ties go to fewer
 * packs, then to larger packs, so the answer never depends on the catalogue's order.
 */
function cheapestPacks(packs: readonly CreditPack[], credits: number): Map<CreditPack, number> | null {
  const ordered = [...packs].sort((a, b) => b.credits - a.credits || a.priceCents - b.priceCents);
  const best: ({ cost: number; count: number; pack: number } | null)[] = Array.from({ length: credits + 1 }, () => null);
  best[0] = { cost: 0, count: 0, pack: -1 };
  for (let total = 1; total <= credits; total += 1) {
    ordered.forEach((pack, i) => {
      const before = total >= pack.credits ? best[total - pack.credits] : null;
      if (!before) return;
      const candidate = { cost: before.cost + pack.priceCents, count: before.count + 1, pack: i };
      const current = best[total];
      if (!current || candidate.cost < current.cost || (candidate.cost === current.cost && candidate.count < current.count)) best[total] = candidate;
    });
  }
  if (!best[credits]) return null;
  const counts = new Map<CreditPack, number>();
  for (let total = credits; total > 0; ) {
    const step = best[total]!;
    const pack = ordered[step.pack]!;
    counts.set(pack, (counts.get(pack) ?? 0) + 1);
    total -= pack.credits;
  }
  return counts;
}
