import { officeNumber, splitKind, splitSpelling } from './office-spellings';

/**
 * Publication numbers in DOCDB form: country, number, kind. Citations and corpora write the same
 * publication many ways (US 12,299,796 B2; US-12299796-B2; US 2019/0123456 A1; EP 1 234 567 A1;
 * US05123456 in grant XML; DE 10 2010 012 345 A1; JP H10-123456 A; 特開2008-148514; WO 89/02682;
 * KR 10-2004-0032451; EP-A-0 680 812 in search reports); every comparison in the product goes
 * through this one parse. The offices' own spellings are read in office-spellings.ts.
 */
export interface DocdbNumber {
  country: string;
  /**
   * Digits, with a leading series letter for US designs, reissues and plants (D, RE, PP, H, T), TW
   * inventions (I) and JP publications of the Showa and Heisei eras (S, H: JPH10123456A).
   */
  number: string;
  /** Empty when the source gave none. */
  kind: string;
  /** country + number + kind, the corpus key: US12299796B2. */
  publicationNumber: string;
}

const NUMBER = /^(?:RE|PP|[DHTIS])?\d+$/;

/** Parses one publication number; null when it is not one. */
export function parsePublicationNumber(raw: string, defaultCountry?: string): DocdbNumber | null {
  const spelled = splitSpelling(raw, defaultCountry?.toUpperCase());
  if (!spelled) return null;
  const { tokens, kind } = splitKind(spelled.tokens);
  const country = spelled.country;
  let number = officeNumber(country, tokens);
  if (!NUMBER.test(number)) return null;
  // US grants are written zero-padded to 8 digits in USPTO XML (05123456); DOCDB drops the padding.
  // Pre-grant publications (year + 7 digits) keep every digit.
  if (country === 'US' && /^\d+$/.test(number) && number.length <= 8) number = number.replace(/^0+(?=\d)/, '');
  if (country === 'US' && /^(RE|PP|D|H|T)0+\d/.test(number)) number = number.replace(/^(RE|PP|D|H|T)0+/, '$1');
  const k = kind || spelled.kind;
  return { country, number, kind: k, publicationNumber: country + number + k };
}

/**
 * A corpus source's US pre-grant publication in the USPTO's spelling. DOCDB (EPO OPS) and Google's exports write its
 * serial with six digits (US2024013462A1), the USPTO and citation lists with seven (US20240013462A1): read as they
 * are, one publication would be two corpus rows and never match a citation of it. Sources are machine exports, so
 * ten digits there are that spelling; in a typed citation list they may be a dropped digit, which the IDS check
 * reports instead of guessing.
 */
export function withUsSerialDigits(d: DocdbNumber): DocdbNumber {
  if (d.country !== 'US' || !/^(?:19|20)\d{8}$/.test(d.number)) return d;
  const number = `${d.number.slice(0, 4)}0${d.number.slice(4)}`;
  return { ...d, number, publicationNumber: d.country + number + d.kind };
}

/** A number as a corpus source writes it (a record's own, or one it cites): parsed, US serials in seven digits. */
export function parseSourceNumber(raw: string, defaultCountry?: string): DocdbNumber | null {
  const parsed = parsePublicationNumber(raw, defaultCountry);
  return parsed && withUsSerialDigits(parsed);
}

/** Joins parts a source gives separately (USPTO XML, EPO OPS). */
export function docdbFromParts(country: string, number: string, kind?: string | null): DocdbNumber | null {
  return parsePublicationNumber(`${country}${number}${kind ?? ''}`);
}
