import { LOW_CREDIT_THRESHOLD, NO_CREDITS_MESSAGE } from '@iprism/shared/contracts';

/** SPEC §8 low credits: 0 or fewer is an error, up to the §9 threshold a warning, otherwise info. */
export type CreditLevel = 'error' | 'warning' | 'info';

export function creditLevel(credits: number): CreditLevel {
  if (credits <= 0) return 'error';
  if (credits <= LOW_CREDIT_THRESHOLD) return 'warning';
  return 'info';
}

const plural = (n: number): string => `${n} credit${n === 1 ? '' : 's'}`;

/** What the licence card says about the balance at each level. */
export function creditMessage(credits: number): string {
  const level = creditLevel(credits);
  if (level === 'error') return NO_CREDITS_MESSAGE;
  if (level === 'warning') return `Only ${plural(credits)} left. Purchase more before you run out.`;
  return `${plural(credits)} available.`;
}
