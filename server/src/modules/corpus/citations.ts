import type { CitedBy, CorpusCitation } from '@iprism/shared/contracts';
import { parseSourceNumber } from './patent-numbers/docdb';
import { citationDate } from './normalize';

/** Who cited a reference, from the wording sources use ("cited by examiner", "cited-by=applicant", "cited by third party"). */
export function citedByFrom(text: string | null | undefined): CitedBy {
  const s = (text ?? '').toLowerCase();
  if (/examiner/.test(s)) return 'examiner';
  if (/applicant|other/.test(s)) return 'applicant';
  if (/third|opposition|opponent/.test(s)) return 'third-party';
  return 'unknown';
}

/** A cited patent; its number goes through the DOCDB parse (US serials in seven digits), and stays as text when that fails. */
export function patentCitation(raw: { country?: string | null; number: string; kind?: string | null; date?: string | null }, citedBy: CitedBy): CorpusCitation {
  const country = (raw.country ?? '').trim().toUpperCase();
  const number = raw.number.trim();
  const withCountry = country && !number.toUpperCase().startsWith(country) ? `${country}${number}` : number;
  const parsed = parseSourceNumber(`${withCountry}${/[A-Z]\d?$/i.test(number) ? '' : (raw.kind ?? '')}`, country || 'US');
  return {
    publicationNumber: parsed?.publicationNumber ?? null,
    country: parsed?.country ?? (country || null),
    number: parsed?.number ?? null,
    kind: parsed ? parsed.kind || null : null,
    date: citationDate(raw.date),
    text: parsed ? null : `${country} ${number} ${raw.kind ?? ''}`.trim(),
    citedBy,
  };
}

/** Non-patent literature, kept as the source writes it. */
export const nplCitation = (text: string, citedBy: CitedBy): CorpusCitation => ({
  publicationNumber: null,
  country: null,
  number: null,
  kind: null,
  date: null,
  text: text.replace(/\s+/g, ' ').trim(),
  citedBy,
});
