/**
 * The terms a CPC model reads in a text: lower-case words without stop words or patent boilerplate, a light
 * plural folding ("sensors" and "sensor" are one term), and each pair of adjacent words, hashed to 32-bit ids.
 * Claims and abstracts say the same thing in different registers ("said sensor" / "the sensor"), so the
 * words that only carry the register are dropped.
 */
const STOP_WORDS = new Set(
  (
    'a about above according after again against all along also although among an and another any apparatus are as at be because been before being ' +
    'below between both but by can claim claimed claims comprise comprised comprises comprising configured consist consisting containing could ' +
    'device devices disclosed disclosure does each either embodiment embodiments example first for from further furthermore generally has have ' +
    'having herein hereby i if in include included includes including into invention is it its least may means method methods more most ' +
    'not of on one or other our particular plurality portion predetermined present provide provided providing said same second ' +
    'selected set several should so some such system systems than that the their them then there thereby therefor therefrom therein ' +
    'thereof thereon thereto these they third this those through thus to under unit units upon use used uses using via was were what when ' +
    'where whereby wherein whether which while with within without would'
  ).split(' '),
);

/** "batteries" → "battery", "sensors" → "sensor"; words ending in ss/us/is/ics keep their s. */
export function foldPlural(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is|ics)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The content words of a text in order (letters and digits, starting with a letter, 3+ characters). */
export function contentWords(text: string): string[] {
  const words: string[] = [];
  for (const raw of text.toLowerCase().match(/[a-z][a-z0-9-]*[a-z0-9]/g) ?? []) {
    for (const part of raw.split('-')) {
      if (part.length < 3 || STOP_WORDS.has(part) || !/^[a-z]/.test(part)) continue;
      words.push(foldPlural(part));
    }
  }
  return words;
}

/** FNV-1a, 32 bits: stable across processes, so stored models read the same ids. */
export function hashTerm(term: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) {
    h ^= term.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Counts of the hashed unigrams and adjacent bigrams of a text. */
export function termCounts(text: string): Map<number, number> {
  const words = contentWords(text);
  const counts = new Map<number, number>();
  const add = (term: string) => {
    const id = hashTerm(term);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  };
  for (let i = 0; i < words.length; i++) {
    add(words[i]!);
    if (i > 0) add(`${words[i - 1]!} ${words[i]!}`);
  }
  return counts;
}
