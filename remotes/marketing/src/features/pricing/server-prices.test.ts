import { cardPrice, getStartedPath } from './server-prices';

describe('server prices on the pricing page', () => {
  it('shows the monthly price, or the annual price a month and a year', () => {
    expect(cardPrice({ monthlyPriceCents: 24900, annualPriceCents: 249000 }, 'monthly')).toEqual({ perSeatMonthlyUsd: 249 });
    expect(cardPrice({ monthlyPriceCents: 24900, annualPriceCents: 249000 }, 'annual')).toEqual({ perSeatMonthlyUsd: 208, perSeatYearlyUsd: 2490 });
  });

  it('leads Get started through sign-up into checkout for the plan', () => {
    const path = getStartedPath('pilot-law-firm-pro', 'annual', 3);
    const url = new URL(path, 'https://x.example');
    expect(url.pathname).toBe('/sign-up');
    expect(url.searchParams.get('redirect_url')).toBe('/dashboard/subscription?plan=pilot-law-firm-pro&billing=annual&seats=3');
  });
});
