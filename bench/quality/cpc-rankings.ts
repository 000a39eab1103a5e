import { readSignals, type ClassifyDeps } from '../../server/src/modules/cpc/classification/classify-text';
import { calibratedVotes, neighbourVotes, titleVotes } from '../../server/src/modules/cpc/classification/cpc-scoring';
import { subclassProbabilities, type TrainedCpcModel } from '../../server/src/modules/cpc/classification/model/cpc-model';

/** The subclass rankings the benchmark compares for one text, best first, each with its score. */
export interface Rankings {
  /** What POST /api/patents/classify answers: model, neighbours and titles through the calibration. */
  product: { symbol: string; score: number }[];
  model: string[];
  neighbours: string[];
  titles: string[];
}

const ranked = (votes: ReadonlyMap<string, number>): string[] => [...votes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([s]) => s);

/** One search and one title match per text, scored the way classify() scores them (classify-text.ts). */
export async function rankings(deps: Pick<ClassifyDeps, 'db' | 'search'>, trained: TrainedCpcModel, text: string): Promise<Rankings> {
  const { neighbours, titleMatches } = await readSignals(deps, text);
  const model = subclassProbabilities(trained.model, text);
  const nVotes = neighbourVotes(neighbours);
  const tVotes = titleVotes(titleMatches);
  return { product: calibratedVotes(model, nVotes, tVotes, trained.calibration), model: ranked(model), neighbours: ranked(nVotes), titles: ranked(tVotes) };
}

export interface Tally {
  n: number;
  top1: number;
  top3: number;
}

export const emptyTally = (): Tally => ({ n: 0, top1: 0, top3: 0 });

export function count(tally: Tally, predicted: readonly string[], own: ReadonlySet<string>): void {
  tally.n++;
  if (predicted[0] && own.has(predicted[0])) tally.top1++;
  if (predicted.slice(0, 3).some((s) => own.has(s))) tally.top3++;
}
