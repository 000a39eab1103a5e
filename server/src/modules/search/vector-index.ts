import type { PatentSearchFilters } from '@iprism/shared/contracts';
import { matchesFilters, type FilterFacts } from './filters';

export interface Neighbour {
  id: string;
  score: number;
}

export interface VectorIndex {
  readonly size: number;
  /** Adds or replaces a document's vector (unit length) and the facts the filters read. */
  upsert(id: string, vector: Float32Array, facts: FilterFacts): void;
  remove(id: string): void;
  /** The k most similar documents passing the filters, by cosine (a dot product of unit vectors). */
  nearest(query: Float32Array, k: number, filters: PatentSearchFilters): Neighbour[];
}

/**
 * Brute force over one Float32Array of rows: 100k documents × 512 dims is ~200 MB and tens of
 * milliseconds a query, with exact results and no index to build or tune. Rows are packed: removing
 * one moves the last row into its place.
 */
export function createVectorIndex(): VectorIndex {
  let dims = 0;
  let rows = new Float32Array(0);
  const ids: string[] = [];
  const facts: FilterFacts[] = [];
  const slots = new Map<string, number>();

  function ensureCapacity(count: number) {
    if (count * dims <= rows.length) return;
    const grown = new Float32Array(Math.max(count, Math.ceil((rows.length / Math.max(dims, 1)) * 1.5), 1024) * dims);
    grown.set(rows);
    rows = grown;
  }

  return {
    get size() {
      return ids.length;
    },
    upsert(id, vector, f) {
      if (!dims) dims = vector.length;
      if (vector.length !== dims) throw new Error(`vector of ${vector.length} dimensions in an index of ${dims}`);
      let slot = slots.get(id);
      if (slot === undefined) {
        slot = ids.length;
        ensureCapacity(slot + 1);
        ids.push(id);
        facts.push(f);
        slots.set(id, slot);
      } else facts[slot] = f;
      rows.set(vector, slot * dims);
    },
    remove(id) {
      const slot = slots.get(id);
      if (slot === undefined) return;
      const last = ids.length - 1;
      if (slot !== last) {
        rows.copyWithin(slot * dims, last * dims, (last + 1) * dims);
        ids[slot] = ids[last]!;
        facts[slot] = facts[last]!;
        slots.set(ids[slot]!, slot);
      }
      ids.pop();
      facts.pop();
      slots.delete(id);
    },
    nearest(query, k, filters) {
      if (!ids.length || k <= 0) return [];
      if (query.length !== dims) throw new Error(`query of ${query.length} dimensions in an index of ${dims}`);
      const filtered = Object.values(filters).some((v) => v !== undefined);
      // Best k so far, kept sorted descending; a candidate must beat the last to enter.
      const top: Neighbour[] = [];
      for (let slot = 0; slot < ids.length; slot++) {
        let score = 0;
        const base = slot * dims;
        for (let d = 0; d < dims; d++) score += rows[base + d]! * query[d]!;
        if (top.length === k && score <= top[k - 1]!.score) continue;
        if (filtered && !matchesFilters(facts[slot]!, filters)) continue;
        let at = top.length;
        while (at > 0 && top[at - 1]!.score < score) at--;
        top.splice(at, 0, { id: ids[slot]!, score });
        if (top.length > k) top.pop();
      }
      return top;
    },
  };
}
