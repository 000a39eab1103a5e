import { CLAIM_CHART_REFERENCES, PRIOR_ART_TOP_REFERENCES, type CpcPrediction, type PriorArtResult, type Report } from '@iprism/shared/contracts';
import { countPatents, loadReferenceTexts } from '../../db/repositories/patent-texts';
import { loadStageResult } from '../../db/repositories/stage-results';
import { buildQueries } from '../../prior-art/build-queries';
import { buildClaimChart, referenceRelevance } from '../../prior-art/claim-chart';
import { mergeReferences } from '../../prior-art/merge-references';
import type { PatentSearch } from '../../search/patent-search';
import type { StageHandler } from '../stage-handler';
import { StageError } from '../stage-error';

export interface PriorArtDeps {
  search: PatentSearch;
  /** CPC subclass predictions for a text; empty when there is no scheme or corpus to predict from. */
  classify: (text: string) => Promise<CpcPrediction[]>;
}

/** Hits per query: enough for documents several claims find to meet in the fusion. */
const HITS_PER_QUERY = 50;
const CHARTED_CLAIMS = 3;

/**
 * priorArt: one search per independent claim and one for the abstract, limited to documents published
 * before the application's date; fused into one list; each independent claim charted element by element
 * against the top references; CPC subclasses predicted for the report.
 */
export function priorArtStage({ search, classify }: PriorArtDeps): StageHandler {
  return async ({ application, db, report, now }) => {
    const body = await loadStageResult<Report>(db, application.id, 'report');
    if (!body) throw new StageError('missing_report', 'The report stage has not produced a report to search with.');
    const cutoffDate = application.createdAt.toISOString().slice(0, 10);
    const corpusSize = await countPatents(db);
    const base = { applicationId: application.id, cutoffDate, corpusSize, createdAt: now().toISOString() };
    const empty = { queries: [], references: [], claimCharts: [], cpcPredictions: [], mode: 'fulltext' as const };
    if (corpusSize === 0) {
      return { result: { ...base, ...empty, status: 'no-corpus' } satisfies PriorArtResult, message: 'No patent corpus imported yet: run pnpm corpus:import to search prior art' };
    }
    const queries = buildQueries(body);
    if (queries.length === 0) return { result: { ...base, ...empty, status: 'no-claims' } satisfies PriorArtResult, message: 'No claims or abstract to search with' };

    const lists = [];
    let mode: PriorArtResult['mode'] = 'fulltext';
    for (const [i, q] of queries.entries()) {
      const label = q.source === 0 ? 'the abstract' : `claim ${q.source}`;
      await report.step('search', Math.round((i / queries.length) * 100), `Searching ${corpusSize.toLocaleString('en-US')} documents with ${label}`);
      const res = await search.search({ query: q.text, filters: { publishedBefore: cutoffDate }, page: 1, pageSize: HITS_PER_QUERY });
      mode = res.mode;
      lists.push({ source: q.source, hits: res.results });
      await report.progress(5 + Math.round(((i + 1) / queries.length) * 55), `Searched with ${label}: ${res.total.toLocaleString('en-US')} matches`);
    }
    await report.step('search', 100, `${queries.length} ${queries.length === 1 ? 'query' : 'queries'} run`);

    const merged = mergeReferences(lists, PRIOR_ART_TOP_REFERENCES);
    await report.progress(65, `Charting claims against the top ${Math.min(CLAIM_CHART_REFERENCES, merged.length)} references`);
    const texts = await loadReferenceTexts(db, merged.map((m) => m.hit.publicationNumber));
    const independent = body.claims.filter((c) => c.independent).map((c) => ({ number: c.number, text: c.text }));
    const relevance = new Map(texts.map((t) => [t.publicationNumber, referenceRelevance(independent, t)]));
    const references = merged.map((m, i) => ({
      rank: i + 1,
      publicationNumber: m.hit.publicationNumber,
      title: m.hit.title,
      score: m.score,
      relevance: relevance.get(m.hit.publicationNumber) ?? 0,
      snippet: m.hit.snippet,
      publicationDate: m.hit.publicationDate,
      filingDate: m.hit.filingDate,
      priorityDate: m.hit.priorityDate,
      cpc: m.hit.cpc,
      foundBy: m.foundBy,
    }));
    const charted = texts.slice(0, CLAIM_CHART_REFERENCES);
    const claimCharts = charted.length ? independent.slice(0, CHARTED_CLAIMS).map((claim) => buildClaimChart(claim, charted)) : [];

    await report.progress(85, 'Predicting CPC subclasses');
    const abstract = body.sections.find((s) => s.name === 'abstract')?.text ?? '';
    const cpcPredictions = await classify(`${body.document.title}\n${abstract}\n${independent[0]?.text ?? ''}`.trim());

    const result: PriorArtResult = { ...base, status: 'completed', mode, queries, references, claimCharts, cpcPredictions };
    const top = references[0];
    return { result, message: top ? `${references.length} references; closest ${top.publicationNumber} (${Math.round(top.relevance * 100)}% of a claim)` : 'No prior art found in the corpus' };
  };
}
