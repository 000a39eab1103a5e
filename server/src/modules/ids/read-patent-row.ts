import { checkPublicationNumber, citedDocdb } from '../corpus/parsing';

/** The cells of one patent row of an SB/08 table, as written. */
export interface PatentRow {
  country: string | null;
  number: string;
  kind: string | null;
  date: string | null;
  name: string | null;
  /** Whether the number is one its office issues (the rules of number-rules.ts). */
  valid: boolean;
}

/** Dates as SB/08 forms write them: 10-17-2006, 10/17/2006, 05-2005, 2006-10-17, 2006-10, 20061017, 2006. */
export const isFormDate = (token: string | undefined): boolean =>
  token !== undefined && /^(?:\d{1,2}[-/]\d{1,2}[-/]\d{4}|\d{1,2}[-/]\d{4}|\d{4}[-/]\d{2}(?:[-/]\d{2})?|\d{8}|\d{4})$/.test(token);

const isYearLike = (token: string): boolean => /^(?:19|20)\d{2}(?:\d{4})?$/.test(token);
/** A digit group that cannot be the row's date (012, 345): the number goes on through it. */
const continuesNumber = (token: string | undefined): boolean => token !== undefined && /^\d+$/.test(token) && !isYearLike(token);
const isSeparatedDate = (token: string): boolean => isFormDate(token) && /[-/]/.test(token);
const isCountry = (token: string | undefined): boolean => token !== undefined && /^[A-Z]{2}$/.test(token);
const isKind = (token: string | undefined): boolean => token !== undefined && /^[A-Z]\d?$/.test(token);
// What may stand in a number before its digits: a country (DE, DE-OS), a JP era (H, Hei, 平成), a Japanese designation.
const isPrefix = (token: string): boolean =>
  /^(?:[A-Z]{2}(?:-[A-Z]{1,2})?|[Hh]ei(?:sei)?|HEI(?:SEI)?|[Ss]ho(?:wa)?|SHO(?:WA)?|[HS]|平成?|昭和?)$/.test(token) || /^(?:特開|特表|特公|実開|実公|実登|特許)/.test(token);

/**
 * Reads a row's text (after its cite number) into number, country, kind, date and name, for every way
 * forms lay a row out: the PTO sheet's one column "DE 10 2010 012 345 A1 09-22-2011 Robert Bosch GmbH",
 * the EFS-Web form's "102010012345 DE A1 2011-09-22 …" and this product's "1070479 EP A2 01-2001 …",
 * U.S. rows "US-7,123,456-B2 10-17-2006 Smith" or "7123456 B2 2006-10-17 Smith". The number is the
 * longest run of leading groups that reads as a valid number of its office and is not followed by a
 * group that can only continue it, so digit groups are never mistaken for a date or a name
 * ("10 2010 012 345" is one number, not "10" of 2010). A number no office rule accepts is still
 * returned whole, as written, to be shown for correction. Null when the text opens with no number.
 */
export function readPatentRow(body: string, section: 'us' | 'foreign'): PatentRow | null {
  const tokens = body.split(' ').filter(Boolean);
  let pieces = 0;
  while (pieces < tokens.length && (/\d/.test(tokens[pieces]!) || (isPrefix(tokens[pieces]!) && /\d/.test(tokens[pieces + 1] ?? '')))) pieces += 1;
  if (pieces === 0 || !tokens.slice(0, pieces).some((t) => /\d/.test(t))) return null;
  const fallbackCountry = section === 'us' ? 'US' : null;
  let chosen = 0;
  let valid = true;
  let columnCountry: string | null = null;
  for (let k = pieces; k >= 1 && chosen === 0; k -= 1) {
    if (continuesNumber(tokens[k])) continue;
    // A date just before a shorter valid number is the row's date, not more digits of the number.
    if (k > 1 && isFormDate(tokens[k - 1]) && validNumber(tokens.slice(0, k - 1).join(' '), countryAfter(tokens, k - 1) ?? fallbackCountry)) continue;
    const hint = countryAfter(tokens, k);
    if (validNumber(tokens.slice(0, k).join(' '), hint ?? fallbackCountry)) {
      chosen = k;
      columnCountry = hint;
    }
  }
  // Nothing valid: keep the groups before the date as the number, for the attorney to correct.
  if (chosen === 0) {
    valid = false;
    const dateAt = tokens.findIndex((t, i) => i > 0 && i < pieces && isSeparatedDate(t));
    chosen = dateAt > 0 ? dateAt : pieces > 1 && isYearLike(tokens[pieces - 1]!) ? pieces - 1 : pieces;
    columnCountry = countryAfter(tokens, chosen);
  }
  let i = chosen;
  if (columnCountry) i += 1;
  const kind = isKind(tokens[i]) ? tokens[i++]! : null;
  const date = isFormDate(tokens[i]) ? tokens[i++]! : null;
  const name = tokens.slice(i).join(' ') || null;
  const number = tokens.slice(0, chosen).join(' ');
  return { country: columnCountry ?? fallbackCountry, number, kind, date, name, valid };
}

/** The country code a form puts in a column after the number (this product's and the EFS-Web layout). */
const countryAfter = (tokens: readonly string[], at: number): string | null => (isCountry(tokens[at]) ? tokens[at]! : null);

function validNumber(written: string, country: string | null): boolean {
  const parsed = citedDocdb(country, written, null);
  return parsed !== null && checkPublicationNumber(parsed).ok;
}
