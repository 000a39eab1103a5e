import { join } from 'node:path';
import { importCorpus } from '../../server/src/modules/corpus/import-corpus';
import { analyzeCorpus } from '../../server/src/modules/corpus/repositories/patents';
import type { Db } from '../../server/src/platform/db/db';
import { subclassOf } from '../../server/src/modules/cpc/cpc-symbol';
import { REPO_ROOT } from '../../server/src/platform/config/config';

export const SHARED_DATA = join(REPO_ROOT, '..', 'shared', 'data');

export interface HeldOutDoc {
  id: string;
  text: string;
  subclasses: Set<string>;
}

export interface CitingDoc {
  id: string;
  text: string;
  /** Documents published before it; its cited references were. */
  before: string | null;
  /** Its cited references that the corpus holds. */
  cited: Set<string>;
}

export interface QualityCorpus {
  documents: number;
  heldOut: HeldOutDoc[];
  /**
   * Citing documents with the references that are prior art to them by the corpus's dates (published before the
   * citing document's priority, else filing date: what a search cut at that date can return); those with none
   * are left out.
   */
  citing: CitingDoc[];
  /** Every citing document with every cited reference the corpus holds, whatever its date. */
  citingAll: CitingDoc[];
}

/** The date prior art to a citing document must predate: its priority, else filing, else publication date. */
const CITING_DATE = 'coalesce(p.priority_date, p.filing_date, p.publication_date)';

const text = (alias: string) => `${alias}.title || '. ' || ${alias}.abstract || ' ' || left(${alias}.claims, 1500)`;

/**
 * The evaluation corpus, built from every shared corpus through the product's own importer:
 * - citing documents: corpus documents whose cited references are themselves in the corpus; each is
 *   removed (it must not find itself) and its references kept, those later than it too (as distractors);
 * - `documents` records with an abstract and CPC codes (every n-th by number: Google Patents, Lens, PPUBS)
 *   as the neighbours and distractors; every 10th of them with CPC codes is held out for classification;
 * - everything else is deleted, so full text, vectors and BM25 rank exactly the same documents, and the
 *   planner statistics are refreshed for what is left (as an import of this corpus would leave them).
 */
export async function buildQualityCorpus(db: Db, documents: number): Promise<QualityCorpus> {
  await importCorpus(db, SHARED_DATA);
  const { rows: citingRows } = await db.query<{ id: string; text: string; before: string | null; cited: string[]; earlier: string[] }>(
    `SELECT p.publication_number AS id, ${text('p')} AS text, ${CITING_DATE}::text AS before,
            array_agg(DISTINCT q.publication_number) AS cited,
            coalesce(array_agg(DISTINCT q.publication_number) FILTER (WHERE q.publication_date < ${CITING_DATE}), '{}') AS earlier
       FROM patents p, jsonb_array_elements(p.citations) c, patents q
      WHERE c->>'number' IS NOT NULL AND q.country = c->>'country' AND q.doc_number = c->>'number' AND q.publication_number <> p.publication_number
      GROUP BY p.publication_number, p.title, p.abstract, p.claims, p.priority_date, p.filing_date, p.publication_date`,
  );
  const citingAll = citingRows.map((r) => ({ id: r.id, text: r.text, before: r.before, cited: new Set(r.cited) }));
  const citing = citingRows.filter((r) => r.earlier.length > 0).map((r) => ({ id: r.id, text: r.text, before: r.before, cited: new Set(r.earlier) }));
  const citedIds = new Set(citingAll.flatMap((c) => [...c.cited]));

  const { rows: classified } = await db.query<{ id: string }>(`SELECT publication_number AS id FROM patents WHERE cardinality(cpc) > 0 AND abstract <> '' ORDER BY publication_number`);
  const step = Math.max(1, Math.floor(classified.length / documents));
  const sample = classified.filter((_, i) => i % step === 0).slice(0, documents).map((r) => r.id);
  const { rows: held } = await db.query<{ id: string; text: string; cpc: string[] }>(`SELECT publication_number AS id, ${text('patents')} AS text, cpc FROM patents WHERE publication_number = ANY($1)`, [
    sample.filter((_, i) => i % 10 === 9),
  ]);
  const heldOut = held
    .map((r) => ({ id: r.id, text: r.text, subclasses: new Set(r.cpc.map(subclassOf).filter((s): s is string => s !== null)) }))
    .filter((d) => d.subclasses.size > 0 && !citedIds.has(d.id));
  const heldIds = new Set(heldOut.map((d) => d.id));
  const keep = [...new Set([...sample.filter((id) => !heldIds.has(id)), ...citedIds])].filter((id) => !citingAll.some((c) => c.id === id));
  await db.query(`DELETE FROM patents WHERE NOT (publication_number = ANY($1))`, [keep]);
  // The statistics the import left describe the whole shared data; search should see this corpus's own.
  await analyzeCorpus(db);
  return { documents: keep.length, heldOut, citing, citingAll };
}
