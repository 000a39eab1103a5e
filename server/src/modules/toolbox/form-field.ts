import type { FormField } from '@iprism/shared/contracts';
import type { Party, Sourced } from './application-facts';

/** The source of a field the application does not give. */
export const TYPED = 'Not in the application: type it';

/** A form field from a sourced value; an absent or empty value is left for the user to type. */
export function field(key: string, label: string, from: Sourced<string> | null | undefined, multiline = false): FormField {
  return { key, label, value: from?.value ?? '', source: from?.value ? from.source : TYPED, ...(multiline && { multiline }) };
}

/** A value picked out of a sourced list, keeping the list's source. */
export const at = <T>(list: Sourced<T[]> | null, pick: (items: T[]) => string): Sourced<string> | null => (list ? { value: pick(list.value), source: list.source } : null);
/** A value picked out of a sourced value, keeping its source. */
export const of = <T, U>(value: Sourced<T> | null, pick: (v: T) => U): Sourced<U> | null => (value ? { value: pick(value.value), source: value.source } : null);

export const personName = (p: Party): string => p.organization || [p.givenName, p.middleName, p.familyName].filter(Boolean).join(' ');
export const place = (p: Party): string => [p.city, p.state, p.country].filter(Boolean).join(', ');
