import type { CpcOverlap } from '@iprism/shared/contracts';
import { normaliseCpcSymbol } from '../cpc';

/** H01M4/131 → H01M4; H01M → null (a subclass names no main group). */
export function mainGroupOf(symbol: string): string | null {
  const s = normaliseCpcSymbol(symbol);
  const m = s ? /^([A-HY]\d{2}[A-Z]\d{1,4})(?:\/|$)/.exec(s) : null;
  return m ? m[1]! : null;
}

/** The application's field: the main groups, subclasses and classes of its own or predicted symbols. */
export interface ApplicationField {
  mainGroups: Set<string>;
  subclasses: Set<string>;
  classes: Set<string>;
}

export function applicationField(symbols: readonly string[]): ApplicationField {
  const field: ApplicationField = { mainGroups: new Set(), subclasses: new Set(), classes: new Set() };
  for (const raw of symbols) {
    const s = normaliseCpcSymbol(raw);
    if (!s) continue;
    const group = mainGroupOf(s);
    if (group) field.mainGroups.add(group);
    if (s.length >= 4) field.subclasses.add(s.slice(0, 4));
    if (s.length >= 3) field.classes.add(s.slice(0, 3));
  }
  return field;
}

/** The closest level a reference's symbols share with the application's field. */
export function cpcOverlap(field: ApplicationField, referenceCpc: readonly string[]): CpcOverlap {
  if (field.classes.size === 0 || referenceCpc.length === 0) return 'unknown';
  const symbols = referenceCpc.map(normaliseCpcSymbol).filter((s): s is string => s !== null);
  if (symbols.some((s) => field.mainGroups.has(mainGroupOf(s) ?? ''))) return 'main-group';
  if (symbols.some((s) => field.subclasses.has(s.slice(0, 4)))) return 'subclass';
  if (symbols.some((s) => field.classes.has(s.slice(0, 3)))) return 'class';
  return 'none';
}

/**
 * How much a reference's text match counts given its field. Keyword overlap across fields (a maize
 * hybrid against a vehicle display) is mostly coincidence of words, so it is damped hard; a reference
 * without symbols cannot be placed in the field, so it weighs like one of a neighbouring subclass at best. The steps are steep because coverage favours length: a long
 * description finds a passage for nearly every element, a short abstract of the same field for a few, so a
 * reference from another field must match several times better to rank above one from the application's group.
 */
export const FIELD_WEIGHT: Record<CpcOverlap, number> = { 'main-group': 1, subclass: 0.5, class: 0.25, none: 0.05, unknown: 0.2 };

/** The weight of a reference's field; an application with no field at all (no symbols, none predicted) weighs nothing. */
export const fieldWeight = (field: ApplicationField, overlap: CpcOverlap): number => (field.classes.size === 0 ? 1 : FIELD_WEIGHT[overlap]);
