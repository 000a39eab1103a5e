import { RENEWAL_GRACE_DAYS, type SubscriptionState } from '@iprism/shared/contracts';
import { appError, AppError } from '../../platform/lib/errors';

const DAY_MS = 86_400_000;

export type SubscriptionEvent =
  | { type: 'cancel'; at: Date }
  | { type: 'resume'; at: Date }
  | { type: 'renewed'; at: Date; periodEnd: Date }
  | { type: 'renewal-failed'; at: Date }
  | { type: 'change-plan'; at: Date; planId: string; seats: number }
  /** The clock passing: ends a subscription whose period or grace is over. */
  | { type: 'tick'; at: Date };

const conflict = (message: string): AppError => appError('CONFLICT', message);

/**
 * The subscription's life as a pure reducer. active → (cancel) canceling → (resume, before the period
 * ends) active; canceling → ended at the period's end; active → (renewal failed) grace for
 * RENEWAL_GRACE_DAYS → ended when the grace runs out unless a renewal is paid first; a paid renewal
 * starts the next period where the last one ended. An event that does not apply to the state is a 409
 * with a sentence saying why, and `ended` is final.
 */
export function reduceSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  const settled = event.type === 'tick' ? state : expire(state, event.at);
  if (settled.status === 'ended') {
    if (event.type === 'tick') return settled;
    throw conflict('This subscription has ended; start a new one.');
  }
  switch (event.type) {
    case 'tick':
      return expire(settled, event.at);
    case 'cancel':
      if (settled.status !== 'active') throw conflict(settled.status === 'canceling' ? 'This subscription already ends at the end of its period.' : 'A subscription whose renewal failed cannot be cancelled; it ends when its grace period does.');
      return { ...settled, status: 'canceling' };
    case 'resume':
      if (settled.status !== 'canceling') throw conflict('Only a subscription set to end at the end of its period can be resumed.');
      return { ...settled, status: 'active' };
    case 'renewed': {
      if (settled.status === 'canceling') throw conflict('A subscription set to end at the end of its period is not renewed.');
      if (event.periodEnd.getTime() <= Date.parse(settled.currentPeriodEnd)) throw conflict('A renewal must extend the subscription past its current period.');
      return { ...settled, status: 'active', currentPeriodStart: settled.currentPeriodEnd, currentPeriodEnd: event.periodEnd.toISOString(), graceUntil: null };
    }
    case 'renewal-failed':
      if (settled.status === 'grace') return settled;
      if (settled.status === 'canceling') throw conflict('A subscription set to end at the end of its period is not renewed.');
      return { ...settled, status: 'grace', graceUntil: new Date(event.at.getTime() + RENEWAL_GRACE_DAYS * DAY_MS).toISOString() };
    case 'change-plan':
      if (settled.status === 'grace') throw conflict('Settle the failed renewal before changing the plan.');
      return { ...settled, planId: event.planId, seats: event.seats };
  }
}

/** The state as of `at`: a cancelled subscription ends at its period's end, one in grace when the grace runs out. */
function expire(state: SubscriptionState, at: Date): SubscriptionState {
  if (state.status === 'canceling' && at.getTime() >= Date.parse(state.currentPeriodEnd)) return { ...state, status: 'ended', endedAt: state.currentPeriodEnd };
  if (state.status === 'grace' && state.graceUntil && at.getTime() >= Date.parse(state.graceUntil)) return { ...state, status: 'ended', endedAt: state.graceUntil, graceUntil: null };
  return state;
}

/** Whether the subscription's licence holds at `at`: through a cancelled period's end and through the grace period. */
export function subscriptionGrantsAccess(state: SubscriptionState, at: Date): boolean {
  return expire(state, at).status !== 'ended';
}
