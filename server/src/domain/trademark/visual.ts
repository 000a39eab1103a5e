import { editSimilarity } from './edit-distance';
import { compactMark } from './mark-text';

/**
 * Characters and pairs read as one another at a glance, each mapped to the letter it passes for
 * (after Unicode TR39 confusables, limited to what survives in a word mark's Latin text): digits for
 * letters, symbols for letters, and letter pairs that merge ("rn" for "m", "vv" for "w", "cl" for "d").
 */
const CONFUSABLE_PAIRS: readonly [string, string][] = [
  ['rn', 'm'],
  ['vv', 'w'],
  ['cl', 'd'],
];
const CONFUSABLE_CHARS: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'l',
  i: 'l',
  '!': 'l',
  '|': 'l',
  '2': 'z',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '6': 'b',
  '7': 't',
  '+': 't',
  '8': 'b',
  '9': 'g',
};

/** The mark as its shape: symbols read as letters, look-alikes merged, spacing and punctuation dropped. */
export function visualSkeleton(mark: string): string {
  const symbols = mark.replace(/[!|@$+]/g, (c) => CONFUSABLE_CHARS[c]!);
  let text = compactMark(symbols);
  for (const [pair, letter] of CONFUSABLE_PAIRS) text = text.split(pair).join(letter);
  return [...text].map((c) => CONFUSABLE_CHARS[c] ?? c).join('');
}

export interface LookMatch {
  similarity: number;
  skeletons: [string, string];
}

/** How alike two marks look: the edit similarity of their skeletons (1 when they read the same at a glance). */
export function visualSimilarity(a: string, b: string): LookMatch {
  const skeletons: [string, string] = [visualSkeleton(a), visualSkeleton(b)];
  return { similarity: editSimilarity(skeletons[0], skeletons[1]), skeletons };
}
