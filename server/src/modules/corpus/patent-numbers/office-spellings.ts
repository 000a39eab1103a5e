/**
 * How offices and citing documents spell publication numbers, read into the parts docdb.ts joins. Each
 * office's grouping carries meaning that plain digit-joining loses: a JP era year (H10-123456 is
 * Heisei 10, 1998; DOCDB keeps the era letter: JPH10123456), a WO two-digit year (WO 89/02682 is
 * WO1989002682), a KR right code before the year (10-2004-0032451 is KR20040032451), an EP number's
 * leading zero (EP 680812 is EP0680812).
 */
export interface Spelling {
  country: string;
  /** The number's digit groups as written, the kind still attached to the last when written so. */
  tokens: string[];
  /** A kind the spelling implies without writing it (特開 is an A; DE-OS an A1). */
  kind: string;
}

// Spaces, commas, dots, slashes, apostrophes and every dash a word processor or a Japanese text puts between groups.
const SEPARATORS = /[\s,./'\u2010-\u2015\u2212\u30fc\u30fb-]+/;

/** Japanese document designations before the number, and the kind each implies where it is certain. */
const JP_DESIGNATIONS: readonly (readonly [string, string])[] = [
  ['特開', 'A'],
  ['特表', 'A'],
  ['実開', 'U'],
  ['実登', 'U'],
  ['特公', ''],
  ['実公', ''],
  ['特許', ''],
];

/** German document types written before the number (Offenlegungsschrift, Gebrauchsmuster, ...). */
const DE_DOCUMENT_TYPES: Readonly<Record<string, string>> = { OS: 'A1', GM: 'U1', AS: '', PS: '' };

/** Offices whose kind codes include a bare letter, so an "EP-A-" style designation is a full kind there. */
const SINGLE_LETTER_KINDS = new Set(['US', 'GB', 'JP', 'CN', 'KR', 'FR']);

// Two letters that open the number: "DE 10…", "JPH10…", "JP Hei 10…", "US-RE38…", "TWI755…"; not the RE or PP of a bare US number.
const COUNTRY = /^(?!(?:RE|PP)[\s-]*\d)([A-Z]{2})(?=[\s-]*(?:(?:RE|PP|HEI|SHO|[DHTIS平昭])[\s-]*)?\d)/;
// EPO search-report style: EP-A-0 680 812, US-A-5 123 456, DE-A1-35 46 191.
const DESIGNATED = /^([A-Z]{2})-([A-Z]\d?)-/;
const DE_TYPE = /^DE[\s-]*(OS|GM|AS|PS)(?![A-Z])/;

/** Splits a written number into country, digit groups and implied kind; null when no country can be told. */
export function splitSpelling(raw: string, defaultCountry?: string): Spelling | null {
  let s = raw.normalize('NFKC').toUpperCase().trim();
  let country = '';
  let kind = '';
  const jp = JP_DESIGNATIONS.find(([prefix]) => s.startsWith(prefix));
  if (jp) {
    country = 'JP';
    kind = jp[1];
    s = withoutSuffix(s.slice(jp[0].length), ['号公報', '号']);
    if (s.startsWith('第')) s = s.slice(1);
  } else if (DESIGNATED.test(s)) {
    const m = DESIGNATED.exec(s)!;
    country = m[1]!;
    if (/\d/.test(m[2]!) || SINGLE_LETTER_KINDS.has(country)) kind = m[2]!;
    s = s.slice(m[0].length);
  } else if (DE_TYPE.test(s)) {
    const m = DE_TYPE.exec(s)!;
    country = 'DE';
    kind = DE_DOCUMENT_TYPES[m[1]!]!;
    s = s.slice(m[0].length);
  } else {
    const m = COUNTRY.exec(s);
    if (m) {
      country = m[1]!;
      s = s.slice(2);
    }
  }
  country ||= defaultCountry ?? '';
  if (!country) return null;
  const tokens = s.split(SEPARATORS).filter(Boolean);
  return tokens.length ? { country, tokens, kind } : null;
}

const withoutSuffix = (s: string, suffixes: readonly string[]): string => {
  const suffix = suffixes.find((x) => s.endsWith(x));
  return suffix ? s.slice(0, -suffix.length) : s;
};

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isLetter = (c: string | undefined): boolean => c !== undefined && c >= 'A' && c <= 'Z';

/** The kind code at the end: a token of its own (… A1) or glued to the digits (…148514A, RE38123E). */
export function splitKind(tokens: readonly string[]): { tokens: string[]; kind: string } {
  const last = tokens[tokens.length - 1] ?? '';
  if (tokens.length > 1 && /^[A-Z]\d?$/.test(last)) return { tokens: tokens.slice(0, -1), kind: last };
  const n = last.length;
  let cut = 0;
  if (isLetter(last[n - 1]) && isDigit(last[n - 2])) cut = 1;
  else if (isDigit(last[n - 1]) && isLetter(last[n - 2]) && isDigit(last[n - 3])) cut = 2;
  if (cut === 0) return { tokens: [...tokens], kind: '' };
  return { tokens: [...tokens.slice(0, -1), last.slice(0, n - cut)], kind: last.slice(n - cut) };
}

const allDigits = (s: string | undefined): s is string => s !== undefined && /^\d+$/.test(s);
const isYear = (s: string | undefined): boolean => s !== undefined && /^(?:19|20)\d{2}$/.test(s);

/** The office's digit groups joined into the DOCDB number. */
export function officeNumber(country: string, tokens: readonly string[]): string {
  switch (country) {
    case 'WO':
      return woNumber(tokens);
    case 'JP':
      return jpNumber(tokens);
    case 'KR':
      return krNumber(tokens);
    case 'EP': {
      const joined = tokens.join('');
      return /^\d{1,6}$/.test(joined) ? joined.padStart(7, '0') : joined;
    }
    case 'US':
      return usNumber(tokens);
    default:
      return tokens.join('');
  }
}

/** PCT publications began in 1978: a two-digit year from 78 is 19yy, below it 20yy. */
const fullYear = (yy: string): string => (yy.length === 4 ? yy : Number(yy) >= 78 ? `19${yy}` : `20${yy}`);

/** WO yy/nnnnn, yyyy/nnnnnn, or the same without the slash (WO-0123241: 2001, serial 23241). */
function woNumber(tokens: readonly string[]): string {
  const [a, b] = tokens;
  if (tokens.length === 2 && allDigits(a) && allDigits(b) && (a.length === 2 || a.length === 4) && b.length <= 6) return fullYear(a) + b.padStart(6, '0');
  const joined = tokens.join('');
  if (/^\d{7,8}$/.test(joined)) return fullYear(joined.slice(0, 2)) + joined.slice(2).padStart(6, '0');
  return joined;
}

const ERAS: readonly (readonly [string, string])[] = [
  ['HEISEI', 'H'],
  ['平成', 'H'],
  ['HEI', 'H'],
  ['平', 'H'],
  ['SHOWA', 'S'],
  ['昭和', 'S'],
  ['SHO', 'S'],
  ['昭', 'S'],
];

/** The imperial-era year a JP publication number before 2000 begins with: Heisei 1–11, Showa 46–64. */
function eraOf(yy: number): string | null {
  if (yy >= 1 && yy <= 11) return 'H';
  if (yy >= 46 && yy <= 64) return 'S';
  return null;
}

/**
 * JP: 2008-148514 (year and six-digit serial since 2000), H10-123456 / 平成10-123456 / Hei 10-123456
 * (era year and serial before 2000: JPH10123456), 10-123456 with the era left out, 6412131 (a patent).
 */
function jpNumber(written: readonly string[]): string {
  const tokens = [...written];
  const era = ERAS.find(([name]) => tokens[0]?.startsWith(name));
  if (era) {
    tokens[0] = era[1] + tokens[0]!.slice(era[0].length);
    if (tokens[0] === era[1] && tokens.length > 1) tokens.splice(0, 2, era[1] + tokens[1]!);
  }
  const [a, b] = tokens;
  if (tokens.length === 2 && a !== undefined && allDigits(b) && b.length <= 6) {
    if (isYear(a)) return a + b.padStart(6, '0');
    const letter = /^[HS]\d{1,2}$/.test(a) ? a[0]! : allDigits(a) && a.length <= 2 ? eraOf(Number(a)) : null;
    if (letter) return letter + a.replace(/^[HS]/, '').padStart(2, '0') + b;
  }
  const joined = tokens.join('');
  // Eight digits are no JP patent number (seven at most): an era year and serial written without the era.
  const yy = /^\d{8}$/.test(joined) ? eraOf(Number(joined.slice(0, 2))) : null;
  return yy ? yy + joined : joined;
}

/** KR: 10-2004-0032451 (right code 10 patent / 20 utility model, year, serial) is KR20040032451; 10-1828794 a registration. */
function krNumber(tokens: readonly string[]): string {
  const [a, b, c] = tokens;
  if (tokens.length === 3 && (a === '10' || a === '20') && isYear(b) && allDigits(c)) return b! + c.padStart(7, '0');
  if (tokens.length === 2 && isYear(a) && allDigits(b) && b.length <= 7) return a! + b.padStart(7, '0');
  const joined = tokens.join('');
  return /^[12]0(?:19|20)\d{9}$/.test(joined) ? joined.slice(2) : joined;
}

/** US 2005/0101841 is year and seven-digit serial; a serial written shorter is padded. */
function usNumber(tokens: readonly string[]): string {
  const [a, b] = tokens;
  if (tokens.length === 2 && isYear(a) && allDigits(b) && b.length < 7 && b.length >= 4) return a! + b.padStart(7, '0');
  return tokens.join('');
}
