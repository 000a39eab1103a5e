import { LOW_CREDIT_THRESHOLD } from '../contracts/account';
import { NO_CREDITS_MESSAGE } from '../contracts/errors';
import { countOf } from '../text/plural';

/** SPEC §8 low credits: 0 or fewer is an error, up to the §9 threshold a warning, otherwise info. */
export type CreditLevel = 'error' | 'warning' | 'info';

export function creditLevel(credits: number): CreditLevel {
  if (credits <= 0) return 'error';
  if (credits <= LOW_CREDIT_THRESHOLD) return 'warning';
  return 'info';
}


/** SPEC §8 gives only the error's text; the warning and the info say the balance the same way. */
export function creditMessage(credits: number): string {
  switch (creditLevel(credits)) {
    case 'error':
      return NO_CREDITS_MESSAGE;
    case 'warning':
      return `Only ${countOf(credits, 'credit')} remaining. Purchase more to continue.`;
    case 'info':
      return `${countOf(credits, 'credit')} remaining.`;
  }
}

export interface LowCreditNotice {
  level: Exclude<CreditLevel, 'info'>;
  message: string;
}

/** What to tell a user after sign-in: nothing above the threshold, else the SPEC §8 message at its level. */
export function lowCreditNotice(credits: number): LowCreditNotice | null {
  const level = creditLevel(credits);
  return level === 'info' ? null : { level, message: creditMessage(credits) };
}
