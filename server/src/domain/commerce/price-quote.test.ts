import { PriceQuoteSchema } from '@iprism/shared/contracts';
import { AppError } from '../../platform/lib/errors';
import { creditPackLines, quotePrice } from './price-quote';
import { CATALOGUE } from './test-catalogue';

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError && err.code === 'VALIDATION_FAILED') return (err.details as { path: string }[])[0]?.path;
    throw err;
  }
  return undefined;
}

describe('quotePrice', () => {
  it('prices monthly seats with no discount', () => {
    const quote = quotePrice(CATALOGUE, { planId: 'lawfirm-standard', seats: 3, billing: 'monthly' });
    expect(quote).toEqual({ currency: 'usd', lines: [{ label: 'Law Firm Standard, 3 seats × 1 month', amountCents: 29700 }], subtotalCents: 29700, discountCents: 0, totalCents: 29700 });
    expect(PriceQuoteSchema.parse(quote)).toEqual(quote);
  });

  it('bills a year as 12 × monthly less the difference to the annual price', () => {
    const quote = quotePrice(CATALOGUE, { planId: 'lawfirm-pro', seats: 2, billing: 'annual' });
    expect(quote.lines).toEqual([{ label: 'Law Firm Pro, 2 seats × 12 months', amountCents: 477600 }]);
    expect(quote.subtotalCents).toBe(477600);
    expect(quote.discountCents).toBe((12 * 19900 - 199000) * 2);
    expect(quote.totalCents).toBe(199000 * 2);
  });

  it('says "1 seat" for one seat and accepts the 1000-seat maximum', () => {
    expect(quotePrice(CATALOGUE, { planId: 'lawfirm-standard', seats: 1, billing: 'monthly' }).lines[0]?.label).toBe('Law Firm Standard, 1 seat × 1 month');
    expect(quotePrice(CATALOGUE, { planId: 'lawfirm-standard', seats: 1000, billing: 'monthly' }).totalCents).toBe(9_900_000);
  });

  it('adds credit packs from the catalogue as the cheapest exact combination', () => {
    const quote = quotePrice(CATALOGUE, { planId: 'lawfirm-standard', seats: 1, billing: 'monthly', extraCredits: 70 });
    expect(quote.lines.slice(1)).toEqual([
      { label: '50 credits × 1', amountCents: 40000 },
      { label: '10 credits × 2', amountCents: 18000 },
    ]);
    expect(quote.totalCents).toBe(9900 + 58000);
  });

  it('adds no credit line for 0 extra credits', () => {
    expect(quotePrice(CATALOGUE, { planId: 'lawfirm-standard', seats: 1, billing: 'monthly', extraCredits: 0 }).lines).toHaveLength(1);
  });

  it('names the field of each bad input', () => {
    expect(fieldOf(() => quotePrice(CATALOGUE, { planId: 'nope', seats: 1, billing: 'monthly' }))).toBe('planId');
    expect(fieldOf(() => quotePrice(CATALOGUE, { planId: 'lawfirm-pro', seats: 0, billing: 'monthly' }))).toBe('seats');
    expect(fieldOf(() => quotePrice(CATALOGUE, { planId: 'lawfirm-pro', seats: 1001, billing: 'monthly' }))).toBe('seats');
    expect(fieldOf(() => quotePrice(CATALOGUE, { planId: 'lawfirm-pro', seats: 1.5, billing: 'monthly' }))).toBe('seats');
    expect(fieldOf(() => quotePrice(CATALOGUE, { planId: 'lawfirm-pro', seats: 1, billing: 'weekly' }))).toBe('billing');
    expect(fieldOf(() => quotePrice(CATALOGUE, { planId: 'lawfirm-pro', seats: 1, billing: 'monthly', extraCredits: 15 }))).toBe('extraCredits');
    expect(fieldOf(() => quotePrice(CATALOGUE, { planId: 'lawfirm-pro', seats: 1, billing: 'monthly', extraCredits: -10 }))).toBe('extraCredits');
  });

  it('puts the field and the rule in the message', () => {
    expect(() => quotePrice(CATALOGUE, { planId: 'gold', seats: 1, billing: 'monthly' })).toThrow('planId: unknown plan "gold".');
    expect(() => quotePrice(CATALOGUE, { planId: 'lawfirm-pro', seats: 1, billing: 'monthly', extraCredits: 15 })).toThrow('extraCredits: must be made of packs of 10, 50 credits.');
  });
});

describe('creditPackLines', () => {
  it('prefers the cheaper combination and does not depend on the catalogue order', () => {
    const packs = [
      { credits: 10, priceCents: 1000 },
      { credits: 25, priceCents: 3000 },
      { credits: 50, priceCents: 4500 },
    ];
    expect(creditPackLines(packs, 50)).toEqual([{ label: '50 credits × 1', amountCents: 4500 }]);
    expect(creditPackLines([...packs].reverse(), 50)).toEqual(creditPackLines(packs, 50));
    expect(creditPackLines(packs, 35)).toEqual([{ label: '10 credits × 1', amountCents: 1000 }, { label: '25 credits × 1', amountCents: 3000 }].reverse());
  });

  it('refuses credits when no packs are on sale', () => {
    expect(() => creditPackLines([], 10)).toThrow('extraCredits: no credit packs are on sale.');
  });
});
