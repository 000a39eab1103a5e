import type { PatentKind } from '@iprism/shared/contracts';

/**
 * What a US publication is, from its DOCDB number and kind code: D-numbers are design patents, PP-numbers
 * plant patents, everything else granted (B1, B2, E reissues, and the pre-2001 A grants of 7 digits or
 * fewer) is a utility patent. Pre-grant publications (A1, A2, A9: year + 7 digits) and other offices'
 * documents have no US term: null.
 */
export function usPatentKind(country: string, number: string, kind: string): PatentKind | null {
  if (country !== 'US') return null;
  if (number.startsWith('D')) return 'design';
  if (number.startsWith('PP')) return 'plant';
  if (/^(H|T)/.test(number)) return null;
  if (/^\d{11}$/.test(number)) return null;
  if (kind === '' || /^(B\d?|E\d?|A)$/.test(kind) || number.startsWith('RE')) return 'utility';
  return null;
}

/** A granted document's publication date is its grant date. */
export const grantDateOf = (country: string, number: string, kind: string, publicationDate: string | null): string | null =>
  usPatentKind(country, number, kind) === null ? null : publicationDate;
