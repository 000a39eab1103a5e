import type { CutoffSource, DateClaim } from '@iprism/shared/contracts';
import { effectiveDate, sortDateClaims } from './effective-date/effective-date';

export interface PriorArtCutoff {
  date: string | null;
  basis: string | null;
  source: CutoffSource;
  dateClaims: DateClaim[];
}

/**
 * The date prior art must predate: the user's when set, else the earliest the document claims. With
 * neither there is no cutoff (never today's date, which would admit everything published since filing).
 */
export function priorArtCutoff(dateClaims: readonly DateClaim[], userDate: string | null): PriorArtCutoff {
  const sorted = sortDateClaims(dateClaims);
  if (userDate) return { date: userDate, basis: `${userDate} — set by the user`, source: 'user', dateClaims: sorted };
  const earliest = effectiveDate(sorted);
  return earliest ? { date: earliest.date, basis: earliest.basis, source: 'document', dateClaims: sorted } : { date: null, basis: null, source: 'none', dateClaims: sorted };
}
