import type { PatentSearchFilters } from '@iprism/shared/contracts';

/** CPC symbols are compared without spaces and in upper case (G06N 3/08 = G06N3/08). */
export function normalizeCpc(symbol: string): string {
  return symbol.replace(/\s+/g, '').toUpperCase();
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the in-memory vector index knows of a document to apply the same filters. */
export interface FilterFacts {
  publicationDate: string | null;
  country: string;
  kind: string;
  cpc: readonly string[];
}

export function matchesFilters(facts: FilterFacts, filters: PatentSearchFilters): boolean {
  if (filters.publishedBefore && !(facts.publicationDate !== null && facts.publicationDate < filters.publishedBefore)) return false;
  if (filters.publishedAfter && !(facts.publicationDate !== null && facts.publicationDate >= filters.publishedAfter)) return false;
  if (filters.country && facts.country !== filters.country) return false;
  if (filters.kind && facts.kind !== filters.kind) return false;
  if (filters.cpc) {
    const prefix = normalizeCpc(filters.cpc);
    if (!facts.cpc.some((s) => s.startsWith(prefix))) return false;
  }
  return true;
}
