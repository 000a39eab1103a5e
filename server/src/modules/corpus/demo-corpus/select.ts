import { createHash } from 'node:crypto';
import type { CorpusRecord } from '../record';

/** What some sources write where they have no abstract. */
const PLACEHOLDER = /^(null|none|nan|n\/a)$/i;
/** Less than this many letters is no text a search can use. */
const MIN_LETTERS = 30;

const real = (text: string): string => (PLACEHOLDER.test(text.trim()) ? '' : text);
const letters = (text: string): number => (text.match(/\p{L}/gu) ?? []).length;

/** The record with placeholder texts emptied; null when neither abstract nor claims is left to search. */
export function withRealText(record: CorpusRecord): CorpusRecord | null {
  const cleaned = { ...record, title: real(record.title), abstract: real(record.abstract), claims: real(record.claims) };
  return letters(cleaned.abstract) >= MIN_LETTERS || letters(cleaned.claims) >= MIN_LETTERS ? cleaned : null;
}

/** UTF-8 that was once read as Latin-1 and written again ("200Â° C."): decoded back when that yields clean text. */
export function repairMojibake(text: string): string {
  if (!/[\u00c2-\u00f4][\u0080-\u00bf]/.test(text) || [...text].some((c) => c.charCodeAt(0) > 0xff)) return text;
  const decoded = Buffer.from(text, 'latin1').toString('utf8');
  return decoded.includes('\ufffd') ? text : decoded;
}

export const repairRecordText = (r: CorpusRecord): CorpusRecord => ({ ...r, title: repairMojibake(r.title), abstract: repairMojibake(r.abstract), claims: repairMojibake(r.claims) });

/** The CPC sections (A–H, Y) a record is classified in. */
export const sectionsOf = (record: CorpusRecord): string[] => [...new Set(record.cpc.map((symbol) => symbol[0]!))].sort();

/** A stable pseudo-random order: by a hash of the publication number, so a rebuild picks the same records. */
export const bySampleKey = (records: readonly CorpusRecord[]): CorpusRecord[] => {
  const key = (r: CorpusRecord): string => createHash('sha1').update(r.publicationNumber).digest('hex');
  return [...records].map((r) => ({ r, k: key(r) })).sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0)).map(({ r }) => r);
};

/**
 * A sample in which every CPC section has `perSection` records where the source has that many: records
 * are taken in sample order while one of their sections is short. Unclassified records are left out.
 */
export function sampleAcrossSections(records: readonly CorpusRecord[], perSection: number): CorpusRecord[] {
  const taken = new Map<string, number>();
  return bySampleKey(records).filter((record) => {
    const sections = sectionsOf(record);
    if (!sections.some((s) => (taken.get(s) ?? 0) < perSection)) return false;
    for (const s of sections) taken.set(s, (taken.get(s) ?? 0) + 1);
    return true;
  });
}

export const sampleEvenly = (records: readonly CorpusRecord[], count: number): CorpusRecord[] => bySampleKey(records).slice(0, count);

/** One record per publication number (the first met), in publication-number order. */
export function uniqueByNumber(records: Iterable<CorpusRecord>, seen: Set<string> = new Set()): CorpusRecord[] {
  const out: CorpusRecord[] = [];
  for (const record of records) {
    if (seen.has(record.publicationNumber)) continue;
    seen.add(record.publicationNumber);
    out.push(record);
  }
  return out.sort((a, b) => (a.publicationNumber < b.publicationNumber ? -1 : a.publicationNumber > b.publicationNumber ? 1 : 0));
}
