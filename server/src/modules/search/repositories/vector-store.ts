import type { Queryable } from '../../../platform/db/db';
import { CLAIMS_PREFIX_CHARS, SOURCE_HASH_SQL } from '../embed-text';
import type { FilterFacts } from '../filters';

/** patent_vectors: reads and writes of the sentence-encoder vectors, keyed by model and source hash. */

export interface PendingDoc extends FilterFacts {
  id: string;
  title: string;
  abstract: string;
  claims: string;
  hash: string;
}

export interface StoredVector extends FilterFacts {
  id: string;
  vector: number[];
}

const FACTS = `to_char(p.publication_date, 'YYYY-MM-DD') AS "publicationDate", p.country, p.kind,
  COALESCE((SELECT array_agg(c.symbol) FROM patent_cpc c WHERE c.publication_number = p.publication_number), '{}') AS cpc`;

/** Documents after `after` (key order) with no vector of `model`, or one of changed text. */
export async function pendingDocs(db: Queryable, model: string, after: string, limit: number): Promise<PendingDoc[]> {
  const { rows } = await db.query<PendingDoc>(
    `SELECT * FROM (
       SELECT p.publication_number AS id, p.title, p.abstract, left(p.claims, ${CLAIMS_PREFIX_CHARS}) AS claims, ${SOURCE_HASH_SQL} AS hash, ${FACTS}
         FROM patents p
        WHERE p.publication_number > $2
        ORDER BY p.publication_number
     ) d
     WHERE NOT EXISTS (SELECT 1 FROM patent_vectors v WHERE v.publication_number = d.id AND v.model = $1 AND v.text_hash = d.hash)
     LIMIT $3`,
    [model, after, limit],
  );
  return rows;
}

export async function writeVectors(db: Queryable, model: string, docs: readonly { id: string; hash: string; vector: Float32Array }[]): Promise<void> {
  if (!docs.length) return;
  // Nine significant digits hold a float4 exactly; a double's seventeen would double the JSON to parse.
  const batch = JSON.stringify(docs.map((d) => ({ publication_number: d.id, text_hash: d.hash, vector: Array.from(d.vector, (x) => Number(x.toPrecision(9))) })));
  await db.query(
    `INSERT INTO patent_vectors (publication_number, model, text_hash, vector)
     SELECT x.publication_number, $1, x.text_hash, x.vector
       FROM jsonb_to_recordset($2::jsonb) AS x(publication_number text, text_hash text, vector real[])
       JOIN patents p ON p.publication_number = x.publication_number
     ON CONFLICT (publication_number, model) DO UPDATE SET text_hash = EXCLUDED.text_hash, vector = EXCLUDED.vector, created_at = now()`,
    [model, batch],
  );
}

/** Current vectors of `model` (text unchanged since embedding) after `after`, in key order; only those written since `since` when given. */
export async function storedVectors(db: Queryable, model: string, after: string, limit: number, since: string | null = null): Promise<StoredVector[]> {
  const { rows } = await db.query<StoredVector>(
    `SELECT p.publication_number AS id, v.vector, ${FACTS}
       FROM patent_vectors v JOIN patents p ON p.publication_number = v.publication_number
      WHERE v.model = $1 AND p.publication_number > $2 AND v.text_hash = ${SOURCE_HASH_SQL}
        AND ($4::timestamptz IS NULL OR v.created_at >= $4::timestamptz)
      ORDER BY p.publication_number
      LIMIT $3`,
    [model, after, limit, since],
  );
  return rows;
}

/**
 * Where the next incremental load starts: a minute before the database's clock. A row's created_at is
 * its statement's start, and a write that started before this load but commits after it is invisible to
 * it; the overlap reads such rows again next time (loading is an idempotent upsert).
 */
export async function vectorWatermark(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ now: string }>(`SELECT to_char((now() - interval '1 minute') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS now`);
  return rows[0]!.now;
}

export async function vectorCounts(db: Queryable, model: string): Promise<{ documents: number; embedded: number }> {
  const { rows } = await db.query<{ documents: number | string; embedded: number | string }>(
    `SELECT (SELECT count(*) FROM patents) AS documents,
            (SELECT count(*) FROM patent_vectors v JOIN patents p ON p.publication_number = v.publication_number
              WHERE v.model = $1 AND v.text_hash = ${SOURCE_HASH_SQL}) AS embedded`,
    [model],
  );
  return { documents: Number(rows[0]?.documents ?? 0), embedded: Number(rows[0]?.embedded ?? 0) };
}

/** The current source hash of each of these documents (the ones in the corpus). */
export async function sourceHashes(db: Queryable, ids: readonly string[]): Promise<{ id: string; hash: string }[]> {
  const { rows } = await db.query<{ id: string; hash: string }>(`SELECT p.publication_number AS id, ${SOURCE_HASH_SQL} AS hash FROM patents p WHERE p.publication_number = ANY($1)`, [ids]);
  return rows;
}
