/**
 * Publication numbers in DOCDB form: country, number, kind. Citations and corpora write the same
 * publication many ways (US 12,299,796 B2; US-12299796-B2; US 2019/0123456 A1; EP 1 234 567 A1;
 * US05123456 in grant XML); every comparison in the product goes through this one parse.
 */
export interface DocdbNumber {
  country: string;
  /** Digits, with a leading series letter for US designs, reissues and plants (D, RE, PP, H, T) and TW inventions (I). */
  number: string;
  /** Empty when the source gave none. */
  kind: string;
  /** country + number + kind, the corpus key: US12299796B2. */
  publicationNumber: string;
}

// Series letters: US designs, reissues, plants, SIRs (D, RE, PP, H, T); Taiwanese invention patents (I).
const SHAPE = /^([A-Z]{2})((?:RE|PP|D|H|T|I)?\d+)([A-Z]\d?)?$/;

/** Parses one publication number; null when it is not one. */
export function parsePublicationNumber(raw: string, defaultCountry?: string): DocdbNumber | null {
  let s = raw.toUpperCase().replace(/[\s,.\-/]/g, '');
  if (!s) return null;
  if (/^(?:RE|PP|D|H|T)?\d/.test(s) && defaultCountry) s = defaultCountry.toUpperCase() + s;
  const m = SHAPE.exec(s);
  if (!m) return null;
  const country = m[1]!;
  let number = m[2]!;
  const kind = m[3] ?? '';
  // US grants are written zero-padded to 8 digits in USPTO XML (05123456); DOCDB drops the padding.
  // Pre-grant publications (year + 7 digits) keep every digit.
  if (country === 'US' && /^\d+$/.test(number) && number.length <= 8) number = number.replace(/^0+(?=\d)/, '');
  if (country === 'US' && /^(RE|PP|D|H|T)0+\d/.test(number)) number = number.replace(/^(RE|PP|D|H|T)0+/, '$1');
  return { country, number, kind, publicationNumber: country + number + kind };
}

/** Joins parts a source gives separately (USPTO XML, EPO OPS). */
export function docdbFromParts(country: string, number: string, kind?: string | null): DocdbNumber | null {
  return parsePublicationNumber(`${country}${number}${kind ?? ''}`);
}
