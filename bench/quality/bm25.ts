import { terms } from '../../server/src/modules/analysis/text/terms';

/**
 * The quality baseline: plain Okapi BM25 (k1 1.2, b 0.75) over each document's text as one field, with no
 * field weights, in memory. What the weighted full text, the vectors and their fusion are measured against.
 */
export interface Bm25Index {
  search(text: string, k: number): { id: string; score: number }[];
}

export function buildBm25(docs: readonly { id: string; text: string }[], k1 = 1.2, b = 0.75): Bm25Index {
  const postings = new Map<string, Map<number, number>>();
  const lengths = docs.map((d, i) => {
    const words = terms(d.text);
    for (const w of words) {
      let p = postings.get(w);
      if (!p) postings.set(w, (p = new Map()));
      p.set(i, (p.get(i) ?? 0) + 1);
    }
    return words.length;
  });
  const avg = lengths.reduce((a, n) => a + n, 0) / Math.max(1, docs.length);
  return {
    search(text, k) {
      const scores = new Map<number, number>();
      for (const w of new Set(terms(text))) {
        const p = postings.get(w);
        if (!p) continue;
        const idf = Math.log(1 + (docs.length - p.size + 0.5) / (p.size + 0.5));
        for (const [i, tf] of p) scores.set(i, (scores.get(i) ?? 0) + (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * lengths[i]!) / avg)));
      }
      return [...scores]
        .sort((x, y) => y[1] - x[1])
        .slice(0, k)
        .map(([i, score]) => ({ id: docs[i]!.id, score }));
    },
  };
}
