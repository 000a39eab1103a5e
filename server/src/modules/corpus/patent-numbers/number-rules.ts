import type { DocdbNumber } from './docdb';

/**
 * Per-country shapes of DOCDB publication numbers and the kind codes each office uses, for checking
 * citations. Countries without a rule here are accepted as written: a rule that is wrong rejects real
 * citations, and the common filing countries are covered.
 */
interface Series {
  /** What the series is, for messages. */
  label: string;
  /** The number's shape in words. */
  shape: string;
  number: RegExp;
  kinds: readonly string[];
}

const US_SERIES: Series[] = [
  { label: 'U.S. patent', shape: '5 to 8 digits', number: /^\d{5,8}$/, kinds: ['A', 'B1', 'B2', 'B3'] },
  { label: 'U.S. pre-grant publication', shape: 'year and 7 digits', number: /^(19|20)\d{2}\d{7}$/, kinds: ['A1', 'A2', 'A9'] },
  { label: 'U.S. reissue', shape: 'RE and 4 to 6 digits', number: /^RE\d{4,6}$/, kinds: ['E', 'E1'] },
  { label: 'U.S. design patent', shape: 'D and 5 to 7 digits', number: /^D\d{5,7}$/, kinds: ['S', 'S1'] },
  { label: 'U.S. plant patent', shape: 'PP and 4 to 6 digits', number: /^PP\d{4,6}$/, kinds: ['P', 'P1', 'P2', 'P3', 'P4', 'P9'] },
  { label: 'U.S. statutory invention registration', shape: 'H and 3 to 5 digits', number: /^H\d{3,5}$/, kinds: ['H', 'H1'] },
];

const RULES: Record<string, Series[]> = {
  US: US_SERIES,
  EP: [{ label: 'EP publication', shape: '7 digits', number: /^\d{7}$/, kinds: ['A1', 'A2', 'A3', 'A4', 'A8', 'A9', 'B1', 'B2', 'B3', 'B8', 'B9'] }],
  WO: [{ label: 'WO publication', shape: 'year and 6 digits', number: /^(19|20)\d{2}\d{6}$/, kinds: ['A1', 'A2', 'A3', 'A4', 'A8', 'A9'] }],
  JP: [
    { label: 'JP unexamined publication', shape: 'year and 6 digits', number: /^(19|20)\d{2}\d{6}$/, kinds: ['A', 'A1', 'U'] },
    { label: 'JP patent', shape: '6 or 7 digits', number: /^\d{6,7}$/, kinds: ['B1', 'B2', 'C', 'U', 'Y1', 'Y2', 'A'] },
    { label: 'JP publication of the Showa or Heisei era', shape: 'S or H, era year and serial (H10123456)', number: /^[HS]\d{3,8}$/, kinds: ['A', 'B', 'B2', 'B4', 'U', 'U1', 'Y', 'Y2'] },
  ],
  CN: [{ label: 'CN publication', shape: '7 to 10 digits', number: /^\d{7,10}$/, kinds: ['A', 'B', 'C', 'U', 'Y', 'S'] }],
  KR: [
    { label: 'KR unexamined publication', shape: 'year and 7 digits', number: /^(19|20)\d{2}\d{7}$/, kinds: ['A', 'U', 'U1'] },
    { label: 'KR registration', shape: '6 to 9 digits', number: /^\d{6,9}$/, kinds: ['B1', 'B', 'Y1', 'Y'] },
  ],
  DE: [
    {
      label: 'DE publication',
      shape: '5 to 8 digits',
      number: /^\d{5,8}$/,
      kinds: ['A', 'A1', 'A5', 'A8', 'B', 'B1', 'B2', 'B3', 'B4', 'C', 'C1', 'C2', 'C3', 'C5', 'T', 'T1', 'T2', 'T5', 'U', 'U1'],
    },
    // Since 2004: series (10 patent, 11 PCT, 20 utility model, 50/60 EP), year, six-digit serial: DE 10 2010 012 345.
    { label: 'DE publication since 2004', shape: '10, 11, 20, 50 or 60, year and 6 digits', number: /^(10|11|20|50|60)(19|20)\d{2}\d{6}$/, kinds: ['A1', 'A5', 'A8', 'A9', 'B3', 'B4', 'B8', 'B9', 'T5', 'T2', 'T8', 'U1', 'U8', 'U9'] },
  ],
  GB: [
    { label: 'GB publication', shape: '6 or 7 digits', number: /^\d{6,7}$/, kinds: ['A', 'A8', 'B', 'B8', 'C'] },
    { label: 'GB application publication', shape: 'year and 5 digits', number: /^(19|20)\d{2}\d{5}$/, kinds: ['D0'] },
  ],
  FR: [{ label: 'FR publication', shape: '6 or 7 digits', number: /^\d{6,7}$/, kinds: ['A', 'A1', 'A3', 'A5', 'B1', 'B3', 'E'] }],
};

/** Countries with a number rule. */
export const RULED_COUNTRIES = Object.keys(RULES);

export type NumberCheck =
  | { ok: true; series: string | null }
  | { ok: false; problem: 'number-format' | 'kind-code'; message: string };

/** Checks a parsed number against its office's number shapes and kind codes. A missing kind is not checked here. */
export function checkPublicationNumber(d: DocdbNumber): NumberCheck {
  const series = RULES[d.country];
  if (!series) return { ok: true, series: null };
  const shaped = series.filter((s) => s.number.test(d.number));
  const written = `${d.country} ${d.number}${d.kind ? ` ${d.kind}` : ''}`;
  if (shaped.length === 0) {
    return { ok: false, problem: 'number-format', message: `${written}: not a valid ${d.country} number (${series.map(describe).join('; ')})` };
  }
  if (!d.kind) return { ok: true, series: shaped[0]!.label };
  const fits = shaped.find((s) => s.kinds.includes(d.kind));
  if (!fits) {
    const kinds = [...new Set(shaped.flatMap((s) => s.kinds))].join(', ');
    return { ok: false, problem: 'kind-code', message: `${written}: kind code ${d.kind} is not used for a ${shaped[0]!.label} (expected ${kinds})` };
  }
  return { ok: true, series: fits.label };
}

const describe = (s: Series): string => `${s.label}: ${s.shape}`;

/** A US pre-grant publication number (year + 7 digits), as opposed to a granted patent. */
export const isUsApplicationNumber = (d: DocdbNumber): boolean => d.country === 'US' && /^(19|20)\d{9}$/.test(d.number);
