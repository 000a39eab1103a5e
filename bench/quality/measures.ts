import { classifyText } from '../../server/src/modules/cpc/classification/classify-text';
import type { Db } from '../../server/src/platform/db/db';
import type { PatentSearch } from '../../server/src/modules/search/patent-search';
import type { CitingDoc, HeldOutDoc } from './corpus';

const pct = (hits: number, of: number) => Math.round((hits / Math.max(1, of)) * 1000) / 10;

/** Top-k subclass accuracy: one of the held-out document's own subclasses is among the first k predictions. */
export async function cpcAccuracy(db: Db, search: PatentSearch | null, heldOut: readonly HeldOutDoc[]): Promise<{ top1: number; top3: number }> {
  let top1 = 0;
  let top3 = 0;
  for (const doc of heldOut) {
    const predicted = (await classifyText({ db, search }, doc.text)).map((p) => p.symbol);
    if (predicted[0] && doc.subclasses.has(predicted[0])) top1++;
    if (predicted.slice(0, 3).some((s) => doc.subclasses.has(s))) top3++;
  }
  return { top1: pct(top1, heldOut.length), top3: pct(top3, heldOut.length) };
}

/** Mean over citing documents of the share of their in-corpus cited references in the first 10 and 100 results. */
export async function priorArtRecall(search: PatentSearch, citing: readonly CitingDoc[]): Promise<{ at10: number; at100: number }> {
  let at10 = 0;
  let at100 = 0;
  for (const doc of citing) {
    const filters = doc.before ? { publishedBefore: doc.before } : {};
    const ids = (await search.search({ query: doc.text, filters, page: 1, pageSize: 100 })).results.map((h) => h.publicationNumber);
    at10 += ids.slice(0, 10).filter((id) => doc.cited.has(id)).length / doc.cited.size;
    at100 += ids.filter((id) => doc.cited.has(id)).length / doc.cited.size;
  }
  return { at10: pct(at10, citing.length), at100: pct(at100, citing.length) };
}
