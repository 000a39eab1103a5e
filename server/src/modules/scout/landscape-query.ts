import type { LandscapeFilters } from '@iprism/shared/contracts';
import { buildTsQuery, normalizeCpc } from '../search';

/**
 * A landscape's text query: every word and quoted phrase must occur (AND), so "solar panel" is the field
 * of solar panels rather than everything solar or every panel. Null when no searchable word is left.
 */
export function landscapeTsQuery(text: string): string | null {
  const { terms, phrases } = buildTsQuery(text);
  const operands = [...phrases.map((p) => `(${p.map((w) => `'${w}'`).join(' <-> ')})`), ...terms.map((t) => `'${t}'`)];
  return operands.length ? operands.join(' & ') : null;
}

/** The day a year-or-date bound means: a year's first day for `from`, its last for `to`. */
export function boundDate(value: number | string, edge: 'from' | 'to'): string {
  const s = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
  return edge === 'from' ? `${s}-01-01` : `${s}-12-31`;
}

/**
 * The CPC level the landscape breaks down by: subclasses (H02S) until the filter is a subclass or deeper,
 * then main groups (H02S20/00), so clicking a bar drills one level down.
 */
export const cpcBreakdownLevel = (filters: LandscapeFilters): 'subclass' | 'group' => (filters.cpc && normalizeCpc(filters.cpc).length >= 4 ? 'group' : 'subclass');
