import { parsePublicationNumber, type DocdbNumber } from './docdb';

/**
 * A cited number to DOCDB when a form gives country and kind in columns of their own: the number's own
 * country and kind (US-7,123,456-B2 in a column that also has US) win over the columns.
 */
export function citedDocdb(country: string | null, number: string, kind: string | null): DocdbNumber | null {
  const parsed = parsePublicationNumber(number, country?.trim() || undefined);
  if (!parsed) return null;
  if (parsed.kind || !kind?.trim()) return parsed;
  return parsePublicationNumber(`${parsed.country}${parsed.number}${kind.trim()}`);
}
