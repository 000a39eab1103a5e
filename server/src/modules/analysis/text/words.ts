/** Word counting and light normalisation shared by the checks, statistics and summary. */

const WORD = /[A-Za-z0-9][A-Za-z0-9'’-]*/g;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** Lower-case singular form of one word, enough to match "devices" with "device" (not a full stemmer). */
export function singular(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3 || /(ss|us|is|ous|series|species)$/.test(w)) return w;
  if (/ies$/.test(w)) return w.length > 4 ? `${w.slice(0, -3)}y` : w.slice(0, -1);
  if (/(sses|xes|ches|shes|zes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}
