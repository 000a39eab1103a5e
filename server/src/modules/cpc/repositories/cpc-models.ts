import type { Queryable } from '../../../platform/db/db';
import type { Calibration } from '../classification/model/calibration';
import { CPC_TRAINING_VERSION, type LabelledText } from '../classification/model/cpc-model';
import { firstClaim } from '../../search';

export interface StoredCpcModel {
  trainedAt: string;
  corpusFingerprint: string;
  documents: number;
  subclasses: number;
  trainingMs: number;
  model: Buffer;
  calibration: Calibration;
}

/** Changes whenever a labelled document is added or re-imported or the training changes: the model is stale when it differs. */
export async function corpusFingerprint(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ n: number; latest: string | null }>(`SELECT count(*)::int AS n, max(imported_at)::text AS latest FROM patents WHERE cardinality(cpc) > 0`);
  return `${CPC_TRAINING_VERSION}:${rows[0]?.n ?? 0}@${rows[0]?.latest ?? ''}`;
}

/**
 * Every document with CPC codes, as the model reads it: title, abstract, the start of the claims and of the
 * description (where the subject is stated), and its subclasses; and its first claim.
 */
export async function readLabelledTexts(db: Queryable): Promise<(LabelledText & { publicationDate: string | null })[]> {
  const { rows } = await db.query<{ id: string; text: string; claims: string; subclasses: string[]; publication_date: string | null }>(
    `SELECT publication_number AS id,
            concat_ws(' ', title, abstract, left(claims, 3000), left(description, 2000)) AS text,
            left(claims, 3000) AS claims,
            ARRAY(SELECT DISTINCT left(c, 4) FROM unnest(cpc) c WHERE c ~ '^[A-HY][0-9]{2}[A-Z]') AS subclasses,
            publication_date::text
       FROM patents WHERE cardinality(cpc) > 0 ORDER BY publication_number`,
  );
  return rows
    .filter((r) => r.subclasses.length > 0)
    .map((r) => {
      const claim = firstClaim(r.claims);
      return { id: r.id, text: r.text, subclasses: r.subclasses, publicationDate: r.publication_date, ...(claim ? { claim } : {}) };
    });
}

/** Each subclass of the scheme as the model reads it: its title and its main groups' titles, in scheme order. */
export async function readSchemeTexts(db: Queryable): Promise<LabelledText[]> {
  const { rows } = await db.query<{ subclass: string; text: string }>(
    `SELECT left(symbol, 4) AS subclass, string_agg(title, '. ' ORDER BY sort_key, symbol) AS text
       FROM cpc_scheme WHERE kind IN ('subclass', 'group') GROUP BY 1 ORDER BY 1`,
  );
  return rows.map((r) => ({ id: `scheme:${r.subclass}`, text: r.text, subclasses: [r.subclass] }));
}

/** What a training learns from: the labelled documents and the scheme texts. */
export async function readTrainingTexts(db: Queryable): Promise<{ documents: (LabelledText & { publicationDate: string | null })[]; scheme: LabelledText[] }> {
  return { documents: await readLabelledTexts(db), scheme: await readSchemeTexts(db) };
}

export async function latestCpcModel(db: Queryable): Promise<StoredCpcModel | null> {
  const { rows } = await db.query<{ trained_at: string; corpus_fingerprint: string; documents: number; subclasses: number; training_ms: number; model: Uint8Array; calibration: Calibration }>(
    `SELECT trained_at::text, corpus_fingerprint, documents, subclasses, training_ms, model, calibration FROM cpc_models ORDER BY id DESC LIMIT 1`,
  );
  const r = rows[0];
  return r
    ? { trainedAt: r.trained_at, corpusFingerprint: r.corpus_fingerprint, documents: r.documents, subclasses: r.subclasses, trainingMs: r.training_ms, model: Buffer.from(r.model), calibration: r.calibration }
    : null;
}

/** Stores a new model and drops the older ones (only the latest is ever served). */
export async function saveCpcModel(db: Queryable, m: Omit<StoredCpcModel, 'trainedAt'>): Promise<void> {
  await db.query(
    `WITH saved AS (
       INSERT INTO cpc_models (corpus_fingerprint, documents, subclasses, training_ms, model, calibration) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id
     )
     DELETE FROM cpc_models WHERE id < (SELECT id FROM saved)`,
    [m.corpusFingerprint, m.documents, m.subclasses, m.trainingMs, m.model, JSON.stringify(m.calibration)],
  );
}
