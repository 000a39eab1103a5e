import { parsePublicationNumber, type DocdbNumber } from './docdb';

/**
 * A cited number to DOCDB, with the office-specific ways citations write them that the plain parse does
 * not know: WO numbers with a two-digit or four-digit year and a slash (WO 89/02682, WO 2004/002301),
 * KR publications with the right prefix (10-2004-0032451), and numbers that carry their own country
 * and kind (US-7,123,456-B2) in a column that also has them separately.
 */
export function citedDocdb(country: string | null, number: string, kind: string | null): DocdbNumber | null {
  let raw = number.trim().toUpperCase();
  // RE and PP open US reissue and plant numbers, not a country.
  const ownCountry = /^(?!RE|PP)([A-Z]{2})(?=[\s-]*(?:RE|PP|D|H|T)?\d)/.exec(raw)?.[1];
  const cc = (ownCountry ?? country ?? '').toUpperCase();
  if (ownCountry) raw = raw.slice(2);
  raw = raw.replace(/^[\s-]+/, '');
  if (cc === 'WO') raw = woNumber(raw);
  // KR writes the right (10 patent, 20 utility model) before year + serial: 10-2004-0032451, 1020040032451.
  if (cc === 'KR') raw = raw.replace(/^(?:10|20)[\s-]*(?=(?:19|20)\d{2}[\s-]*\d{7}(?:[\s-]*[A-Z]\d?)?$)/, '');
  const parsed = parsePublicationNumber(raw, cc || undefined);
  if (!parsed) return null;
  if (parsed.kind || !kind?.trim()) return parsed;
  return parsePublicationNumber(`${parsed.country}${parsed.number}${kind.trim()}`);
}

/** WO yy/nnnnn or yyyy/nnnnnn (with an optional kind after) → yyyynnnnnn. */
function woNumber(raw: string): string {
  const m = /^(\d{2}|\d{4})\s*\/\s*(\d{1,6})(.*)$/.exec(raw);
  if (!m) return raw;
  const year = m[1]!.length === 2 ? (Number(m[1]) >= 78 ? `19${m[1]}` : `20${m[1]}`) : m[1]!;
  return `${year}${m[2]!.padStart(6, '0')}${m[3]!.replace(/[\s-]/g, '')}`;
}
