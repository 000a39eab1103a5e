import type { PatentSearch } from '../../search';
import { NEIGHBOURS, readSignals, type ClassifyDeps } from './classify-text';
import { candidateSignals, neighbourVotes, titleVotes } from './cpc-scoring';
import type { CandidateSignals } from './model/calibration';
import type { LabelledText } from './model/cpc-model';
import { heldOutQuery, type TrainingResult } from './model/train-job';

/** A search that never answers with `excluded` documents (a held-out document must not find itself). */
export function searchExcluding(search: PatentSearch, excluded: ReadonlySet<string>): PatentSearch {
  return {
    async search(query) {
      const answer = await search.search({ ...query, pageSize: query.pageSize + Math.min(excluded.size, NEIGHBOURS) });
      return { ...answer, results: answer.results.filter((h) => !excluded.has(h.publicationNumber)).slice(0, query.pageSize) };
    },
    async inGroups(mainGroups, filters, limit) {
      return (await search.inGroups(mainGroups, filters, limit + excluded.size)).filter((h) => !excluded.has(h.publicationNumber)).slice(0, limit);
    },
  };
}

export interface HeldOutCase {
  id: string;
  text: string;
  subclasses: readonly string[];
  /** The held-out model's probabilities for the text. */
  probabilities: ReadonlyMap<string, number>;
}

/** A training's held-out documents as calibration cases, each with the text it was classified by. */
export function heldOutCases(documents: readonly LabelledText[], result: Pick<TrainingResult, 'heldOut' | 'heldOutSubclasses'>): HeldOutCase[] {
  return result.heldOut.map((h, position) => {
    const d = documents[h.document]!;
    return { id: d.id, text: heldOutQuery(d, position), subclasses: d.subclasses, probabilities: new Map(result.heldOutSubclasses.map((s, i) => [s, h.probabilities[i]!])) };
  });
}

/** Each candidate subclass of each held-out text with its signals and whether it is one of the document's. */
export async function calibrationSamples(deps: Pick<ClassifyDeps, 'db' | 'search'>, cases: readonly HeldOutCase[]): Promise<{ signals: CandidateSignals; hit: boolean }[]> {
  const samples: { signals: CandidateSignals; hit: boolean }[] = [];
  for (const c of cases) {
    const search = deps.search ? searchExcluding(deps.search, new Set([c.id])) : null;
    const { neighbours, titleMatches } = await readSignals({ db: deps.db, search }, c.text);
    const own = new Set(c.subclasses);
    for (const { symbol, signals } of candidateSignals(c.probabilities, neighbourVotes(neighbours), titleVotes(titleMatches))) samples.push({ signals, hit: own.has(symbol) });
  }
  return samples;
}
