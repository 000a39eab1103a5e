import type { SampleRecord } from '../../server/src/modules/search/sample-corpus';

/**
 * The benchmark corpora. Real records first (the Google Patents scrape and PatentsView grants, ~17k with an
 * abstract); past them, derived variants: variant k of record i keeps record i's title, CPC and kind, takes
 * its abstract with the sentences rotated by k and adds the first sentence of another real abstract, gets
 * a publication date spread over 1980–2024 and a new number (country kept, number 9 + k + the index).
 * Every word is real patent vocabulary with real frequencies; only the combinations are made up.
 */
export function buildCorpus(real: readonly SampleRecord[], size: number): SampleRecord[] {
  if (size <= real.length) return real.slice(0, size);
  const out = [...real];
  for (let k = 1; out.length < size; k++) {
    for (let i = 0; i < real.length && out.length < size; i++) out.push(variant(real, i, k));
  }
  return out;
}

function sentences(text: string): string[] {
  return text.match(/[^.!?]+[.!?]*/g)?.map((s) => s.trim()).filter(Boolean) ?? [text];
}

function variant(real: readonly SampleRecord[], i: number, k: number): SampleRecord {
  const base = real[i]!;
  const own = sentences(base.abstract);
  const rotated = [...own.slice(k % own.length), ...own.slice(0, k % own.length)];
  const other = sentences(real[(i * 7919 + k * 104729) % real.length]!.abstract)[0] ?? '';
  const number = `9${k}${String(i).padStart(6, '0')}`;
  const day = (i * 37 + k * 101) % (45 * 365);
  const date = new Date(Date.UTC(1980, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
  return { ...base, publicationNumber: `${base.country}${number}${base.kind}`, number, abstract: [...rotated, other].join(' '), publicationDate: date };
}
