import type { ChartedClaim, InvalidityReference, InvalidityResult, PatentHit } from '@iprism/shared/contracts';
import { countOf } from '@iprism/shared/text';
import type { Queryable } from '../../platform/db/db';
import { loadReferenceTexts } from '../corpus';
import { chartReference } from '../../domain/litigation/chart-reference';
import { invalidityCandidates } from '../../domain/litigation/invalidity-candidates';
import { claimQueries, mergeReferences, publicationKey } from '../prior-art';
import type { PatentSearch } from '../search';

/** What is charted: the claims split into elements, the date prior art must predate, and the documents that are the patent itself. */
export interface InvaliditySubject {
  claims: ChartedClaim[];
  /** Full claim texts, in the claims' order, which the corpus is searched with. */
  claimTexts: { number: number; text: string }[];
  priorityDate: string | null;
  /** Publication keys (country + number) of the patent and its own publications, never prior art to itself. */
  ownKeys: string[];
}

export type ProgressReport = (progress: number, message: string) => Promise<void>;

/** Hits per claim query: enough for a document several claims find to meet in the fusion. */
const HITS_PER_QUERY = 50;
/** Fused candidates charted element by element. */
const CANDIDATES = 40;
/** References kept in the answer besides every candidate for anticipation or obviousness. */
const TOP_REFERENCES = 10;

/**
 * The invalidity search: the corpus searched with each charted claim, limited to documents published
 * before the priority date, the patent's own publications left out; the fused candidates charted element
 * by element; the references ranked by coverage, with the single references covering every element of a
 * claim (anticipation) and the pairs covering them together (obviousness). Progress is reported as it goes.
 */
export async function searchInvalidity(deps: { db: Queryable; search: PatentSearch }, subject: InvaliditySubject, report: ProgressReport): Promise<InvalidityResult> {
  const empty: InvalidityResult = { priorityDate: subject.priorityDate, claims: subject.claims, references: [], anticipation: [], obviousness: [] };
  const queries = claimQueries(subject.claimTexts);
  if (queries.length === 0) return empty;
  const own = new Set(subject.ownKeys);
  const filters = subject.priorityDate ? { publishedBefore: subject.priorityDate } : {};
  const lists: { source: number; hits: PatentHit[] }[] = [];
  for (const [i, query] of queries.entries()) {
    await report(5 + Math.round((i / queries.length) * 45), `Searching the corpus with claim ${query.source}`);
    const found = await deps.search.search({ query: query.text, filters, page: 1, pageSize: HITS_PER_QUERY });
    lists.push({ source: query.source, hits: found.results.filter((hit) => !own.has(publicationKey(hit.publicationNumber) ?? hit.publicationNumber)) });
  }
  const merged = mergeReferences(lists, CANDIDATES);
  if (merged.length === 0) return empty;
  await report(55, `Charting ${countOf(merged.length, 'candidate')} element by element`);
  const texts = await loadReferenceTexts(deps.db, merged.map((m) => m.hit.publicationNumber));
  const charts = [];
  for (const [i, text] of texts.entries()) {
    charts.push({ number: text.publicationNumber, chart: chartReference(subject.claims, text) });
    if (i % 10 === 9) await report(55 + Math.round(((i + 1) / texts.length) * 40), `Charted ${i + 1} of ${countOf(texts.length, 'candidate')}`);
  }
  const candidates = invalidityCandidates(subject.claims, charts);
  const named = new Set([...candidates.anticipation, ...candidates.obviousness.flat()]);
  const hits = new Map(merged.map((m) => [m.hit.publicationNumber, m.hit]));
  const chartOf = new Map(charts.map((c) => [c.number, c.chart]));
  const references: InvalidityReference[] = candidates.references
    .filter((r, i) => i < TOP_REFERENCES || named.has(r.number))
    .map((r) => {
      const hit = hits.get(r.number);
      return { number: r.number, title: hit?.title ?? '', publicationDate: hit?.publicationDate ?? null, coverage: r.coverage, chart: chartOf.get(r.number) ?? [] };
    });
  return { priorityDate: subject.priorityDate, claims: subject.claims, references, anticipation: candidates.anticipation, obviousness: candidates.obviousness };
}
