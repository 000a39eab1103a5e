import { prorateUpgrade } from './proration';
import { PRO, STANDARD } from './test-catalogue';

const periodStart = new Date('2026-03-01T00:00:00Z');
const periodEnd = new Date('2026-03-31T00:00:00Z');

describe('prorateUpgrade', () => {
  it('charges the difference for the half of the period left', () => {
    const at = new Date('2026-03-16T00:00:00Z');
    expect(prorateUpgrade({ from: STANDARD, to: PRO, seats: 2, billing: 'monthly', periodStart, periodEnd, at })).toEqual({
      currency: 'usd',
      remainingFraction: 0.5,
      creditCents: 9900,
      chargeCents: 19900,
      amountDueCents: 10000,
    });
  });

  it('charges the full difference at the first second of the period', () => {
    const result = prorateUpgrade({ from: STANDARD, to: PRO, seats: 1, billing: 'monthly', periodStart, periodEnd, at: periodStart });
    expect(result.remainingFraction).toBe(1);
    expect(result.amountDueCents).toBe(10000);
  });

  it('prorates an annual plan at the annual prices and rounds to the cent', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const end = new Date('2027-01-01T00:00:00Z');
    const at = new Date('2026-10-01T00:00:00Z');
    const result = prorateUpgrade({ from: STANDARD, to: PRO, seats: 1, billing: 'annual', periodStart: start, periodEnd: end, at });
    expect(result.remainingFraction).toBeCloseTo(92 / 365, 10);
    expect(result.creditCents).toBe(Math.round(99000 * (92 / 365)));
    expect(result.chargeCents).toBe(Math.round(199000 * (92 / 365)));
    expect(result.amountDueCents).toBe(result.chargeCents - result.creditCents);
  });

  it('refuses a plan that is not dearer, naming planId', () => {
    expect(() => prorateUpgrade({ from: PRO, to: STANDARD, seats: 1, billing: 'monthly', periodStart, periodEnd, at: periodStart })).toThrow('planId: "Law Firm Standard" is not an upgrade from "Law Firm Pro".');
    expect(() => prorateUpgrade({ from: PRO, to: PRO, seats: 1, billing: 'monthly', periodStart, periodEnd, at: periodStart })).toThrow(/^planId:/);
  });

  it('refuses a moment outside the period and an empty period', () => {
    expect(() => prorateUpgrade({ from: STANDARD, to: PRO, seats: 1, billing: 'monthly', periodStart, periodEnd, at: periodEnd })).toThrow(/^at:/);
    expect(() => prorateUpgrade({ from: STANDARD, to: PRO, seats: 1, billing: 'monthly', periodStart, periodEnd, at: new Date('2026-02-28T23:59:59Z') })).toThrow(/^at:/);
    expect(() => prorateUpgrade({ from: STANDARD, to: PRO, seats: 1, billing: 'monthly', periodStart, periodEnd: periodStart, at: periodStart })).toThrow(/^periodEnd:/);
  });
});
