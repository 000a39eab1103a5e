import { CLAIM_CHART_REFERENCES, EMPTY_BIBLIOGRAPHY, PRIOR_ART_TOP_REFERENCES, type CpcPrediction, type PatentHit, type PriorArtResult, type Report } from '@iprism/shared/contracts';
import { countOf } from '@iprism/shared/text';
import { countPatents, findFamilyMembers, loadReferenceTexts } from '../../corpus';
import { applicationField, buildClaimChart, buildQueries, familyKeys, findPriorArtCutoff, mergeReferences, priorArtCutoff, publicationKey, rankReferences } from '../../prior-art';
import { loadStageResult } from '../../applications';
import type { PatentSearch } from '../../search';
import type { Queryable } from '../../../platform/db/db';
import type { StageHandler } from '../stage-handler';
import type { StageReporter } from '../stage-reporter';
import { StageError } from '../stage-error';

export interface PriorArtDeps {
  search: PatentSearch;
  /** CPC subclass predictions for a text; empty when there is no scheme or corpus to predict from. */
  classify: (text: string) => Promise<CpcPrediction[]>;
}

/** Hits per query: enough for documents several claims find to meet in the fusion. */
const HITS_PER_QUERY = 50;
/** Fused candidates read and scored against the claims before the list is cut to its top. */
const CANDIDATES = 60;
const CHARTED_CLAIMS = 3;
/** In-field queries: the first claim again, limited to the application's leading main groups (else subclasses). */
const FIELD_QUERIES = 3;
/** Documents of the application's own main groups read as candidates whatever their words (newest first). */
const IN_GROUP_DOCUMENTS = 200;

/**
 * priorArt: one search per independent claim and one for the abstract, plus the first claim within the
 * application's own main groups, limited to documents published before its effective date (the user's
 * cutoff, else the earliest date it claims; uncut when it has none); the application and its family left
 * out; the fused candidates scored by how much of a claim they disclose, weighed by their CPC field, and
 * listed in that order; each independent claim charted element by element against the top references.
 */
export function priorArtStage(deps: PriorArtDeps): StageHandler {
  return async ({ application, db, report, now }) => {
    const body = await loadStageResult<Report>(db, application.id, 'report');
    if (!body) throw new StageError('missing_report', 'The report stage has not produced a report to search with.');
    return searchPriorArt({ ...deps, db, report, now }, application.id, body, await findPriorArtCutoff(db, application.id));
  };
}

/** The stage's work on a report already read: also what bench:quality runs on every grant of the shared data. */
export async function searchPriorArt(
  { search, classify, db, report, now }: PriorArtDeps & { db: Queryable; report: Pick<StageReporter, 'progress' | 'step'>; now: () => Date },
  applicationId: string,
  body: Report,
  userCutoff: string | null,
): Promise<{ result: PriorArtResult; message: string }> {
  const bibliography = body.document.bibliography ?? EMPTY_BIBLIOGRAPHY;
  const cutoff = priorArtCutoff(bibliography.dateClaims, userCutoff);
  const corpusSize = await countPatents(db);
  const base = {
    applicationId,
    cutoffDate: cutoff.date,
    cutoffBasis: cutoff.basis,
    cutoffSource: cutoff.source,
    dateClaims: cutoff.dateClaims,
    corpusSize,
    createdAt: now().toISOString(),
  };
  const empty = { queries: [], references: [], claimCharts: [], cpcPredictions: [], excluded: [], mode: 'fulltext' as const };
  if (corpusSize === 0) {
    return { result: { ...base, ...empty, status: 'no-corpus' } satisfies PriorArtResult, message: 'No patent corpus imported yet: run pnpm corpus:import to search prior art' };
  }
  const queries = buildQueries(body);
  if (queries.length === 0) return { result: { ...base, ...empty, status: 'no-claims' } satisfies PriorArtResult, message: 'No claims or abstract to search with' };

  const independent = body.claims.filter((c) => c.independent).map((c) => ({ number: c.number, text: c.text }));
  await report.progress(3, 'Predicting CPC subclasses');
  const abstract = body.sections.find((s) => s.name === 'abstract')?.text ?? '';
  const cpcPredictions = await classify(`${body.document.title}\n${abstract}\n${independent[0]?.text ?? ''}`.trim());
  // Its own classes, else (before 2013) its IPC classes, which CPC extends; else the predicted subclasses.
  const own = bibliography.cpc.length > 0 ? bibliography.cpc : bibliography.ipc;
  const fieldSymbols = own.length > 0 ? own : cpcPredictions.slice(0, 3).map((p) => p.symbol);
  const field = applicationField(fieldSymbols);

  const ownPublications = [body.document.documentNumber, ...bibliography.familyPublications].map((n) => (n ? publicationKey(n) : null)).filter((k): k is string => k !== null);
  const family = new Map((await findFamilyMembers(db, familyKeys(bibliography, [body.document.documentNumber]), ownPublications.slice(0, 1))).map((m) => [m.publicationNumber, m.reason]));

  const fieldPrefixes = [...[...field.mainGroups].map((g) => `${g}/`), ...field.subclasses].slice(0, FIELD_QUERIES);
  // Inside its own groups the application is searched by its first claim and by its title: a claim keeps only the
  // words rare across the whole corpus, which the short abstracts of its own field seldom use; the title's words
  // are the field's own.
  const fieldTexts = [...new Set([queries[0]!.text, body.document.title.trim()].filter(Boolean))];
  const runs = [
    ...queries.map((q) => ({ ...q, cpc: undefined as string | undefined })),
    ...fieldPrefixes.flatMap((cpc) => fieldTexts.map((text) => ({ source: queries[0]!.source, text, cpc }))),
  ];
  const filters = cutoff.date ? { publishedBefore: cutoff.date } : {};
  const lists: { source: number; hits: PatentHit[] }[] = [];
  const fieldLists: typeof lists = [];
  const excluded = new Map<string, 'self' | 'family'>();
  let mode: PriorArtResult['mode'] = 'fulltext';
  for (const [i, q] of runs.entries()) {
    const label = `${q.source === 0 ? 'the abstract' : `claim ${q.source}`}${q.cpc ? ` within ${q.cpc}` : ''}`;
    await report.step('search', Math.round((i / runs.length) * 100), `Searching ${countOf(corpusSize, 'document')} with ${label}`);
    const res = await search.search({ query: q.text, filters: { ...filters, ...(q.cpc ? { cpc: q.cpc } : {}) }, page: 1, pageSize: HITS_PER_QUERY });
    mode = res.mode;
    const hits = res.results.filter((hit) => {
      const reason = family.get(hit.publicationNumber);
      if (reason) excluded.set(hit.publicationNumber, reason);
      return !reason;
    });
    (q.cpc ? fieldLists : lists).push({ source: q.source, hits });
    await report.progress(5 + Math.round(((i + 1) / runs.length) * 55), `Searched with ${label}: ${countOf(res.total, 'match', 'matches')}`);
  }
  // The classification side, as a searcher browses the application's own groups: their documents are candidates
  // even when they share none of the claim's rarer words (short abstracts of the same field often do not).
  const inGroups = (await search.inGroups([...field.mainGroups], filters, IN_GROUP_DOCUMENTS)).filter((hit) => {
    const reason = family.get(hit.publicationNumber);
    if (reason) excluded.set(hit.publicationNumber, reason);
    return !reason;
  });
  await report.step('search', 100, `${countOf(runs.length, 'query', 'queries')} run; ${countOf(inGroups.length, 'document')} of its own main groups read`);

  // Every in-field hit is a candidate: fused with the claim queries, few of them would reach the cut.
  const general = mergeReferences(lists, CANDIDATES);
  const seen = new Set(general.map((m) => m.hit.publicationNumber));
  const inField = mergeReferences(fieldLists, HITS_PER_QUERY * fieldLists.length).filter((m) => !seen.has(m.hit.publicationNumber));
  for (const m of inField) seen.add(m.hit.publicationNumber);
  const browsed = inGroups.filter((hit) => !seen.has(hit.publicationNumber)).map((hit) => ({ hit, score: 0, foundBy: [] }));
  const merged = [...general, ...inField, ...browsed];
  await report.progress(65, `Scoring ${countOf(merged.length, 'candidate')} against the claims`);
  const texts = await loadReferenceTexts(db, merged.map((m) => m.hit.publicationNumber));
  const references = rankReferences(merged, texts, independent, field).slice(0, PRIOR_ART_TOP_REFERENCES);

  await report.progress(85, `Charting claims against the top ${countOf(Math.min(CLAIM_CHART_REFERENCES, references.length), 'reference')}`);
  const textOf = new Map(texts.map((t) => [t.publicationNumber, t]));
  const charted = references.slice(0, CLAIM_CHART_REFERENCES).flatMap((r) => textOf.get(r.publicationNumber) ?? []);
  const claimCharts = charted.length ? independent.slice(0, CHARTED_CLAIMS).map((claim) => buildClaimChart(claim, charted)) : [];

  const result: PriorArtResult = {
    ...base,
    status: 'completed',
    mode,
    queries,
    references,
    claimCharts,
    cpcPredictions,
    excluded: [...excluded].map(([publicationNumber, reason]) => ({ publicationNumber, reason })),
  };
  const top = references[0];
  const uncut = cutoff.date ? '' : ' (no cutoff date: not limited to prior art)';
  const none = merged.length ? `No prior art found: none of ${countOf(merged.length, 'candidate')} discloses enough of a claim in its field` : 'No prior art found in the corpus';
  return { result, message: top ? `${countOf(references.length, 'reference')}; closest ${top.publicationNumber} (${Math.round(top.relevance * 100)}%)${uncut}` : `${none}${uncut}` };
}
