import type { TrademarkResult } from '@iprism/shared/contracts';
import { damerauLevenshtein, editSimilarity } from './edit-distance';
import { jaroWinkler } from './jaro-winkler';
import { compactMark } from './mark-text';
import { classOverlap } from './nice-classes';
import { soundSimilarity } from './phonetic';
import { visualSimilarity } from './visual';
import { countOf } from '@iprism/shared/text';

/** Weights of spelling, sound and look in the blend; sight, sound and meaning are the DuPont factors' first. */
const WEIGHTS = { spelling: 0.4, sound: 0.35, look: 0.25 } as const;
/** How much of the mark score survives when the classes are coordinated, or unrelated. */
const CLASS_FACTOR = { same: 1, any: 1, coordinated: 0.85, none: 0.4 } as const;
/** A measure at or above this is named among the reasons. */
const REASON_THRESHOLD = 0.8;

export interface RegisteredMark {
  serialNumber: string;
  mark: string;
  status: string;
  owner: string;
  classes: number[];
}

export interface MarkScore {
  score: number;
  spelling: number;
  sound: number;
  look: number;
  reasons: string[];
}

const pct = (x: number): string => `${Math.round(x * 100)}%`;
const round = (x: number): number => Math.round(x * 1000) / 1000;

/**
 * A registered mark's likeness to the candidate, 0..1, with the reasons in words. Spelling is the mean of
 * the Damerau-Levenshtein and Jaro-Winkler similarities of the marks with spacing and punctuation ignored;
 * sound the Double Metaphone comparison; look the similarity of their visual skeletons. The blend is
 * weighted, never below the strongest single measure less 0.1 (a perfect sound-alike stays high), then
 * scaled by how the classes meet: same class in full, coordinated classes less, unrelated classes much less.
 */
export function scoreMark(candidate: { mark: string; classes: readonly number[] }, registered: Pick<RegisteredMark, 'mark' | 'classes'>): MarkScore {
  const a = compactMark(candidate.mark);
  const b = compactMark(registered.mark);
  const distance = damerauLevenshtein(a, b);
  const spelling = (editSimilarity(a, b) + jaroWinkler(a, b)) / 2;
  const sound = soundSimilarity(candidate.mark, registered.mark);
  const look = visualSimilarity(candidate.mark, registered.mark);
  const weighted = WEIGHTS.spelling * spelling + WEIGHTS.sound * sound.similarity + WEIGHTS.look * look.similarity;
  const markScore = Math.max(weighted, Math.max(spelling, sound.similarity, look.similarity) - 0.1);
  const overlap = classOverlap(candidate.classes, registered.classes);
  const reasons: string[] = [];
  if (a === b) reasons.push('Identical once spacing and punctuation are ignored.');
  else if (spelling >= REASON_THRESHOLD) reasons.push(`Spelled alike: ${countOf(distance, 'edit')} apart (spelling similarity ${pct(spelling)}).`);
  if (sound.similarity === 1) reasons.push(`Sounds alike: both read as ${sound.codes[0]} (Double Metaphone).`);
  else if (sound.similarity >= REASON_THRESHOLD) reasons.push(`Sounds similar: ${sound.codes[0]} and ${sound.codes[1]} (Double Metaphone, ${pct(sound.similarity)}).`);
  if (a !== b && look.skeletons[0] === look.skeletons[1]) reasons.push(`Looks alike: both read as "${look.skeletons[0]}" once look-alike characters are merged.`);
  else if (a !== b && look.similarity >= REASON_THRESHOLD) reasons.push(`Looks similar: "${look.skeletons[0]}" and "${look.skeletons[1]}" (${pct(look.similarity)}).`);
  if (overlap.kind === 'same') reasons.push(`Same class${overlap.classes.length > 1 ? 'es' : ''}: ${overlap.classes.join(', ')}.`);
  if (overlap.kind === 'coordinated') reasons.push(`Coordinated classes: ${overlap.pairs.map(([s, r]) => `${s} with ${r}`).join(', ')}.`);
  if (overlap.kind === 'none') reasons.push('No shared or coordinated class.');
  return { score: round(markScore * CLASS_FACTOR[overlap.kind]), spelling: round(spelling), sound: round(sound.similarity), look: round(look.similarity), reasons };
}

/**
 * The register's marks ranked against the candidate: score descending, then serial number, so the order
 * never depends on the register's; marks under `minScore` are left out, at most `limit` kept.
 */
export function rankMarks(candidate: { mark: string; classes: readonly number[] }, register: readonly RegisteredMark[], options: { limit: number; minScore: number }): TrademarkResult[] {
  return register
    .map((entry) => {
      const { score, reasons } = scoreMark(candidate, entry);
      return { serialNumber: entry.serialNumber, mark: entry.mark, status: entry.status, owner: entry.owner, classes: entry.classes, score, reasons };
    })
    .filter((r) => r.score >= options.minScore)
    .sort((x, y) => y.score - x.score || x.serialNumber.localeCompare(y.serialNumber))
    .slice(0, options.limit);
}
