import { PATENT_SEARCH_MAX_QUERY_LENGTH, type CpcLevelPrediction, type CpcPrediction, type PatentHit } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';
import type { PatentSearch } from '../../search';
import { subclassOf } from '../cpc-symbol';
import { matchSchemeTitles, schemeTitles } from '../repositories/cpc-scheme';
import { groupScores, sectionScores } from './cpc-levels';
import { PREDICTION_COUNT, calibratedVotes, combineVotes, neighbourVotes, titleVotes, type Neighbour, type TitleMatch } from './cpc-scoring';
import { subclassProbabilities, type TrainedCpcModel } from './model/cpc-model';
import { titleTsQuery } from './title-terms';

export interface ClassifyDeps {
  db: Queryable;
  /** Null while no search is attached: the titles then decide alone. */
  search: PatentSearch | null;
  /** The corpus model, once trained (cpc-model-service.ts); without it the votes decide, uncalibrated. */
  model?: { current(): TrainedCpcModel | null } | null;
}

/** Nearest corpus documents that vote, and scheme titles that may match. */
export const NEIGHBOURS = 20;
export const TITLE_MATCHES = 50;
/** Documents shown as support for each predicted subclass. */
export const SUPPORTING_DOCUMENTS = 3;
export const SECTION_COUNT = 3;
export const GROUP_COUNT = 5;

export interface Classification {
  predictions: CpcPrediction[];
  sections: CpcLevelPrediction[];
  groups: CpcLevelPrediction[];
  calibrated: boolean;
}

async function matchTitles(db: Queryable, text: string): Promise<TitleMatch[]> {
  const query = titleTsQuery(text);
  if (!query) return [];
  return matchSchemeTitles(db, query, TITLE_MATCHES);
}

/** What the nearest documents and the scheme titles say about a (trimmed, non-empty) text. */
export async function readSignals(deps: Pick<ClassifyDeps, 'db' | 'search'>, query: string): Promise<{ hits: PatentHit[]; neighbours: Neighbour[]; titleMatches: TitleMatch[] }> {
  const [hits, titleMatches] = await Promise.all([
    deps.search ? deps.search.search({ query, filters: {}, page: 1, pageSize: NEIGHBOURS }).then((r) => r.results) : Promise.resolve([]),
    matchTitles(deps.db, query),
  ]);
  return { hits, neighbours: hits.map((h, rank) => ({ rank, cpc: h.cpc })), titleMatches };
}

/** The nearest documents carrying `subclass`, nearest first. */
const supportFor = (hits: readonly PatentHit[], subclass: string) =>
  hits
    .filter((h) => h.cpc.some((c) => subclassOf(c) === subclass))
    .slice(0, SUPPORTING_DOCUMENTS)
    .map((h) => ({ publicationNumber: h.publicationNumber, title: h.title }));

/**
 * The likeliest CPC subclasses of `text` (a claim, an abstract, a description), best first, with their scheme
 * titles and the nearest corpus documents that carry each, and the likeliest sections and main groups.
 * Three signals: the corpus model's probabilities, the subclasses of the nearest documents, the matching
 * scheme titles; once the model is trained, a calibration fitted on held-out documents turns them into
 * probabilities. Empty when there is neither a corpus nor a scheme.
 */
export async function classify(deps: ClassifyDeps, text: string): Promise<Classification> {
  const query = text.trim().slice(0, PATENT_SEARCH_MAX_QUERY_LENGTH);
  const trained = deps.model?.current() ?? null;
  if (!query) return { predictions: [], sections: [], groups: [], calibrated: trained !== null };
  const { hits, neighbours, titleMatches } = await readSignals(deps, query);
  const nVotes = neighbourVotes(neighbours);
  const tVotes = titleVotes(titleMatches);
  const candidates = trained ? calibratedVotes(subclassProbabilities(trained.model, query), nVotes, tVotes, trained.calibration) : combineVotes(nVotes, tVotes, Infinity);
  const subclasses = candidates.slice(0, PREDICTION_COUNT);
  const sections = sectionScores(candidates).slice(0, SECTION_COUNT);
  const groups = groupScores(subclasses, neighbours, titleMatches, GROUP_COUNT);
  const titles = await schemeTitles(deps.db, [...subclasses, ...sections, ...groups].map((s) => s.symbol));
  const titled = (s: { symbol: string; score: number }) => ({ symbol: s.symbol, title: titles.get(s.symbol) ?? '', score: s.score });
  return {
    predictions: subclasses.map((s) => ({ ...titled(s), supporting: supportFor(hits, s.symbol) })),
    sections: sections.map(titled),
    groups: groups.map(titled),
    calibrated: trained !== null,
  };
}

/** The subclass predictions alone: what the priorArt stage puts in the report. */
export async function classifyText(deps: ClassifyDeps, text: string): Promise<CpcPrediction[]> {
  return (await classify(deps, text)).predictions;
}
