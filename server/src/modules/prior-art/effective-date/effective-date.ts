import type { DateClaim } from '@iprism/shared/contracts';
import { formatUsApplicationNumber } from '../../corpus/parsing';

export interface EffectiveDate {
  date: string;
  basis: string;
}

/** The earliest date the application claims (35 U.S.C. 100(i)); null when the document states none. */
export function effectiveDate(claims: readonly DateClaim[]): EffectiveDate | null {
  const first = sortDateClaims(claims)[0];
  return first ? { date: first.date, basis: dateClaimLabel(first) } : null;
}

/** Earliest first; on the same date the application's own filing before what it claims. */
export function sortDateClaims(claims: readonly DateClaim[]): DateClaim[] {
  const order = ['filing', 'parent', 'provisional', 'foreign-priority'];
  return [...claims].sort((a, b) => a.date.localeCompare(b.date) || order.indexOf(a.basis) - order.indexOf(b.basis));
}

/** "2001-06-06 — parent application 09/876,376, division". */
export function dateClaimLabel(claim: DateClaim): string {
  const us = !claim.country || claim.country === 'US';
  const number = claim.number ? (us ? formatUsApplicationNumber(claim.number) : `${claim.country} ${claim.number}`) : null;
  const what = {
    filing: number ? `filing date of application ${number}` : 'filing date',
    parent: [`parent application${number ? ` ${number}` : ''}`, claim.relation].filter(Boolean).join(', '),
    provisional: `provisional application${number ? ` ${number}` : ''}`,
    'foreign-priority': `foreign priority${number ? ` ${number}` : claim.country ? ` (${claim.country})` : ''}`,
  }[claim.basis];
  return `${claim.date} — ${what}`;
}

/** Merges claims read from several places of one document, keeping one per date, basis and number. */
export function uniqueDateClaims(claims: readonly DateClaim[]): DateClaim[] {
  const seen = new Map<string, DateClaim>();
  for (const c of claims) {
    const key = `${c.date}|${c.basis}|${(c.number ?? '').replace(/[^0-9A-Z]/gi, '')}`;
    const had = seen.get(key);
    if (!had || (!had.relation && c.relation)) seen.set(key, c);
  }
  return sortDateClaims([...seen.values()]);
}
