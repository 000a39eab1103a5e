import type { IdsCitationCorrection } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';
import type { StoredCorrection } from '../corrections';

/** @table ids_corrections */
interface Row {
  ref: string;
  citation: IdsCitationCorrection | string | null;
  corrected_at: Date | string;
}

/** The corrections of an application's IDS (migration 016), in the order they were made. */
export async function listIdsCorrections(db: Queryable, applicationId: string): Promise<StoredCorrection[]> {
  const { rows } = await db.query<Row>(`SELECT ref, citation, corrected_at FROM ids_corrections WHERE application_id = $1 ORDER BY corrected_at, ref`, [applicationId]);
  return rows.map((r) => ({
    ref: r.ref,
    citation: typeof r.citation === 'string' ? (JSON.parse(r.citation) as IdsCitationCorrection) : r.citation,
    correctedAt: new Date(r.corrected_at).toISOString(),
  }));
}

/** Stores a citation's correction (null: removed), replacing an earlier one. */
export async function saveIdsCorrection(db: Queryable, c: { applicationId: string; ref: string; citation: IdsCitationCorrection | null; userId: string }): Promise<void> {
  await db.query(
    `INSERT INTO ids_corrections (application_id, ref, citation, corrected_by) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (application_id, ref) DO UPDATE SET citation = EXCLUDED.citation, corrected_by = EXCLUDED.corrected_by, corrected_at = now()`,
    [c.applicationId, c.ref, c.citation === null ? null : JSON.stringify(c.citation), c.userId],
  );
}

/** Back to the citation as read from the upload. */
export async function deleteIdsCorrection(db: Queryable, applicationId: string, ref: string): Promise<void> {
  await db.query(`DELETE FROM ids_corrections WHERE application_id = $1 AND ref = $2`, [applicationId, ref]);
}
