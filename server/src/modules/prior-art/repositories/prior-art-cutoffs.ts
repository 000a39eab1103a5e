import type { Queryable } from '../../../platform/db/db';

/** The user's cutoff for an application (YYYY-MM-DD), or null when the document's dates stand. */
export async function findPriorArtCutoff(db: Queryable, applicationId: string): Promise<string | null> {
  const { rows } = await db.query<{ cutoff: string }>(`SELECT cutoff_date::text AS cutoff FROM prior_art_cutoffs WHERE application_id = $1`, [applicationId]);
  return rows[0]?.cutoff ?? null;
}

/** Sets the user's cutoff, or removes it (null) so the document's earliest date applies again. */
export async function setPriorArtCutoff(db: Queryable, applicationId: string, date: string | null, userId: string): Promise<void> {
  if (date === null) {
    await db.query(`DELETE FROM prior_art_cutoffs WHERE application_id = $1`, [applicationId]);
    return;
  }
  await db.query(
    `INSERT INTO prior_art_cutoffs (application_id, cutoff_date, set_by) VALUES ($1, $2::date, $3)
     ON CONFLICT (application_id) DO UPDATE SET cutoff_date = EXCLUDED.cutoff_date, set_by = EXCLUDED.set_by, set_at = now()`,
    [applicationId, date, userId],
  );
}
