import type { Queryable } from '../../../platform/db/db';

/** A display label for every user ("name <email>") and organisation, by id: who owns a licence or subscription. */
export async function listOwnerLabels(db: Queryable): Promise<{ id: string; label: string }[]> {
  const { rows } = await db.query<{ id: string; label: string }>(
    `SELECT u.id, u.name || ' <' || u.email || '>' AS label FROM users u UNION ALL SELECT o.id, o.name FROM organizations o`,
  );
  return rows;
}
