import type { CreditEntry } from '@iprism/shared/contracts';
import { chargeApplication, creditBalance, periodGrant, refundApplication, upgradeGrant } from './credit-ledger';

const at = new Date('2026-05-01T10:00:00Z');
const grant = (amount: number): CreditEntry => ({ at: '2026-04-01T00:00:00.000Z', amount, reason: 'purchase' });

describe('chargeApplication', () => {
  it('charges one credit and reports no notice above the threshold', () => {
    const decision = chargeApplication({ entries: [grant(10)], unlimited: false }, 'app-1', at);
    expect(decision).toEqual({ outcome: 'charged', entry: { at: at.toISOString(), amount: -1, reason: 'application', applicationId: 'app-1' }, balance: 9, notice: null });
  });

  it('gives the SPEC §8 warning when the balance falls to the threshold, and the error at 0', () => {
    expect(chargeApplication({ entries: [grant(7)], unlimited: false }, 'a', at)).toMatchObject({ balance: 6, notice: null });
    expect(chargeApplication({ entries: [grant(6)], unlimited: false }, 'a', at)).toMatchObject({ balance: 5, notice: { level: 'warning', message: 'Only 5 credits remaining. Purchase more to continue.' } });
    expect(chargeApplication({ entries: [grant(1)], unlimited: false }, 'a', at)).toMatchObject({ balance: 0, notice: { level: 'error', message: 'No credits remaining! Purchase more to continue.' } });
  });

  it('refuses a balance of 0 or less with the SPEC §8 message and writes nothing', () => {
    for (const entries of [[], [grant(1), { ...grant(-1), reason: 'adjustment' as const }], [grant(-3)]]) {
      expect(chargeApplication({ entries, unlimited: false }, 'a', at)).toEqual({ outcome: 'refused', entry: null, balance: creditBalance(entries), message: 'No credits remaining! Purchase more to continue.' });
    }
  });

  it('charges an application once however often it is accepted', () => {
    const first = chargeApplication({ entries: [grant(3)], unlimited: false }, 'app-1', at);
    const entries = [grant(3), first.entry!];
    expect(chargeApplication({ entries, unlimited: false }, 'app-1', at)).toEqual({ outcome: 'already-charged', entry: null, balance: 2, notice: null });
    expect(chargeApplication({ entries, unlimited: false }, 'app-2', at).outcome).toBe('charged');
  });

  it('never charges nor refuses an unlimited plan', () => {
    expect(chargeApplication({ entries: [], unlimited: true }, 'a', at)).toEqual({ outcome: 'unlimited', entry: null, balance: 0, notice: null });
  });
});

describe('refundApplication', () => {
  const charged: CreditEntry[] = [grant(5), { at: at.toISOString(), amount: -1, reason: 'application', applicationId: 'app-1' }];

  it('refunds the credit of a failure before the report, once', () => {
    const refund = refundApplication({ entries: charged, unlimited: false }, 'app-1', { reportProduced: false }, at);
    expect(refund).toEqual({ at: at.toISOString(), amount: 1, reason: 'refund', applicationId: 'app-1' });
    expect(creditBalance([...charged, refund!])).toBe(5);
    expect(refundApplication({ entries: [...charged, refund!], unlimited: false }, 'app-1', { reportProduced: false }, at)).toBeNull();
  });

  it('refunds nothing after the report, nor for an application never charged', () => {
    expect(refundApplication({ entries: charged, unlimited: false }, 'app-1', { reportProduced: true }, at)).toBeNull();
    expect(refundApplication({ entries: charged, unlimited: false }, 'app-2', { reportProduced: false }, at)).toBeNull();
  });
});

describe('periodGrant', () => {
  const plan = { includedCredits: 20, creditsUnlimited: false };
  const march = new Date('2026-03-01T00:00:00Z');
  const april = new Date('2026-04-01T00:00:00Z');

  it('grants the included credits once per billing period', () => {
    const first = periodGrant({ entries: [], unlimited: false }, plan, march, at);
    expect(first).toEqual({ at: at.toISOString(), amount: 20, reason: 'period-grant', periodStart: march.toISOString() });
    expect(periodGrant({ entries: [first!], unlimited: false }, plan, march, at)).toBeNull();
    expect(periodGrant({ entries: [first!], unlimited: false }, plan, april, at)).toMatchObject({ amount: 20, periodStart: april.toISOString() });
  });

  it('grants nothing to unlimited plans or plans without included credits', () => {
    expect(periodGrant({ entries: [], unlimited: true }, { includedCredits: 20, creditsUnlimited: true }, march, at)).toBeNull();
    expect(periodGrant({ entries: [], unlimited: false }, { includedCredits: 0, creditsUnlimited: false }, march, at)).toBeNull();
  });
});

describe('upgradeGrant', () => {
  const standard = { includedCredits: 20, creditsUnlimited: false };
  const pro = { includedCredits: 60, creditsUnlimited: false };
  it('grants the extra credits of the new plan for the share of the period still to run', () => {
    expect(upgradeGrant(standard, pro, 1)).toBe(40);
    expect(upgradeGrant(standard, pro, 0.5)).toBe(20);
    expect(upgradeGrant(standard, pro, 0.01)).toBe(0);
    expect(upgradeGrant(standard, pro, 0)).toBe(0);
  });
  it('grants nothing to an unlimited plan or one that includes no more', () => {
    expect(upgradeGrant(standard, { includedCredits: 0, creditsUnlimited: true }, 1)).toBe(0);
    expect(upgradeGrant(pro, standard, 1)).toBe(0);
  });
});
