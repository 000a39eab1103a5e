import { coverage } from '../analysis';
import type { Passage, PassageField } from './passages';

export interface PassageMatch {
  passage: string | null;
  field: PassageField | null;
  score: number;
}

/**
 * The passage that covers most of the element's terms; on a tie the shorter one, which quotes the
 * element more tightly. No overlap at all is no match.
 */
export function bestPassage(element: ReadonlySet<string>, passages: readonly Passage[]): PassageMatch {
  let best: Passage | null = null;
  let bestScore = 0;
  for (const p of passages) {
    const score = coverage(element, p.terms);
    if (score > bestScore || (score === bestScore && score > 0 && best && p.text.length < best.text.length)) {
      best = p;
      bestScore = score;
    }
  }
  return best ? { passage: best.text, field: best.field, score: round(bestScore) } : { passage: null, field: null, score: 0 };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
