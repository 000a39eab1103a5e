import type { SubscriptionState } from '@iprism/shared/contracts';
import { reduceSubscription, subscriptionGrantsAccess } from './subscription-state';

const active: SubscriptionState = {
  status: 'active',
  planId: 'lawfirm-standard',
  seats: 3,
  billing: 'monthly',
  currentPeriodStart: '2026-03-01T00:00:00.000Z',
  currentPeriodEnd: '2026-04-01T00:00:00.000Z',
  graceUntil: null,
  endedAt: null,
};
const mid = new Date('2026-03-15T00:00:00Z');
const end = new Date('2026-04-01T00:00:00Z');

describe('reduceSubscription', () => {
  it('cancels at period end and resumes before it', () => {
    const canceling = reduceSubscription(active, { type: 'cancel', at: mid });
    expect(canceling.status).toBe('canceling');
    expect(subscriptionGrantsAccess(canceling, new Date(end.getTime() - 1))).toBe(true);
    expect(reduceSubscription(canceling, { type: 'resume', at: mid })).toEqual(active);
  });

  it('ends a cancelled subscription at the end of its period, and cannot resume it then', () => {
    const canceling = reduceSubscription(active, { type: 'cancel', at: mid });
    expect(reduceSubscription(canceling, { type: 'tick', at: new Date(end.getTime() - 1) }).status).toBe('canceling');
    expect(reduceSubscription(canceling, { type: 'tick', at: end })).toMatchObject({ status: 'ended', endedAt: end.toISOString() });
    expect(() => reduceSubscription(canceling, { type: 'resume', at: end })).toThrow('This subscription has ended; start a new one.');
    expect(subscriptionGrantsAccess(canceling, end)).toBe(false);
  });

  it('starts the next period where the last ended on a paid renewal', () => {
    const next = reduceSubscription(active, { type: 'renewed', at: end, periodEnd: new Date('2026-05-01T00:00:00Z') });
    expect(next).toMatchObject({ status: 'active', currentPeriodStart: '2026-04-01T00:00:00.000Z', currentPeriodEnd: '2026-05-01T00:00:00.000Z' });
    expect(() => reduceSubscription(active, { type: 'renewed', at: end, periodEnd: end })).toThrow('A renewal must extend the subscription past its current period.');
  });

  it('gives a grace period after a failed renewal, then ends', () => {
    const grace = reduceSubscription(active, { type: 'renewal-failed', at: end });
    expect(grace).toMatchObject({ status: 'grace', graceUntil: '2026-04-15T00:00:00.000Z' });
    expect(reduceSubscription(grace, { type: 'renewal-failed', at: new Date('2026-04-03T00:00:00Z') })).toEqual(grace);
    expect(subscriptionGrantsAccess(grace, new Date('2026-04-14T23:59:59Z'))).toBe(true);
    expect(reduceSubscription(grace, { type: 'tick', at: new Date('2026-04-15T00:00:00Z') })).toMatchObject({ status: 'ended', endedAt: '2026-04-15T00:00:00.000Z', graceUntil: null });
  });

  it('returns to active when the renewal is paid during the grace period', () => {
    const grace = reduceSubscription(active, { type: 'renewal-failed', at: end });
    const paid = reduceSubscription(grace, { type: 'renewed', at: new Date('2026-04-05T00:00:00Z'), periodEnd: new Date('2026-05-01T00:00:00Z') });
    expect(paid).toMatchObject({ status: 'active', graceUntil: null, currentPeriodStart: '2026-04-01T00:00:00.000Z' });
  });

  it('refuses a paid renewal once the grace has run out', () => {
    const grace = reduceSubscription(active, { type: 'renewal-failed', at: end });
    expect(() => reduceSubscription(grace, { type: 'renewed', at: new Date('2026-04-20T00:00:00Z'), periodEnd: new Date('2026-05-01T00:00:00Z') })).toThrow('This subscription has ended; start a new one.');
  });

  it('refuses transitions that do not apply, with 409 and a reason', () => {
    const canceling = reduceSubscription(active, { type: 'cancel', at: mid });
    const grace = reduceSubscription(active, { type: 'renewal-failed', at: end });
    expect(() => reduceSubscription(canceling, { type: 'cancel', at: mid })).toThrow('This subscription already ends at the end of its period.');
    expect(() => reduceSubscription(active, { type: 'resume', at: mid })).toThrow('Only a subscription set to end at the end of its period can be resumed.');
    expect(() => reduceSubscription(canceling, { type: 'renewed', at: mid, periodEnd: new Date('2026-05-01T00:00:00Z') })).toThrow('is not renewed');
    expect(() => reduceSubscription(canceling, { type: 'renewal-failed', at: mid })).toThrow('is not renewed');
    expect(() => reduceSubscription(grace, { type: 'cancel', at: end })).toThrow('cannot be cancelled');
    expect(() => reduceSubscription(grace, { type: 'change-plan', at: end, planId: 'lawfirm-pro', seats: 3 })).toThrow('Settle the failed renewal');
    try {
      reduceSubscription(active, { type: 'resume', at: mid });
    } catch (err) {
      expect(err).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    }
  });

  it('changes plan and seats without touching the period', () => {
    expect(reduceSubscription(active, { type: 'change-plan', at: mid, planId: 'lawfirm-pro', seats: 5 })).toEqual({ ...active, planId: 'lawfirm-pro', seats: 5 });
  });
});
