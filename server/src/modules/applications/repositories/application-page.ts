import type { ApplicationPageQuery, ApplicationStatus } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';
import { visibleToUserSql } from './application-visibility';
import type { ApplicationFacts } from '../application-view';

/**
 * @table applications
 * @computed owner_name total
 */
interface Row {
  id: string;
  owner_user_id: string;
  owner_name: string | null;
  organization_id: string | null;
  title: string;
  status: ApplicationStatus;
  created_at: Date | string;
  total: string | number;
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const WHERE = `${visibleToUserSql('$1')}
  AND ($2::text IS NULL OR a.title ILIKE $2)
  AND ($3::text IS NULL OR a.status = $3)
  AND ($4::date IS NULL OR a.created_at >= $4::date)
  AND ($5::date IS NULL OR a.created_at < $5::date + 1)`;

/**
 * One page of the applications `userId` sees (`visibleToUserSql`), newest first: the dashboard, the
 * archive and its search. Filtered and counted in one query (the count comes back on every row).
 */
export async function pageApplications(db: Queryable, userId: string, query: ApplicationPageQuery): Promise<{ items: ApplicationFacts[]; total: number }> {
  const filters = [userId, query.q ? likePattern(query.q) : null, query.status ?? null, query.from ?? null, query.to ?? null];
  const { rows } = await db.query<Row>(
    `SELECT a.id, a.owner_user_id, u.name AS owner_name, a.organization_id, a.title, a.status, a.created_at, count(*) OVER () AS total
     FROM applications a LEFT JOIN users u ON u.id = a.owner_user_id
     WHERE ${WHERE}
     ORDER BY a.created_at DESC, a.id DESC
     LIMIT $6 OFFSET $7`,
    [...filters, query.pageSize, (query.page - 1) * query.pageSize],
  );
  // Past the last page there is no row to carry the count.
  const total = rows[0] ? Number(rows[0].total) : query.page > 1 ? Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM applications a WHERE ${WHERE}`, filters)).rows[0]?.n ?? 0) : 0;
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      ownerUserId: r.owner_user_id,
      ownerName: r.owner_name,
      organizationId: r.organization_id,
      title: r.title,
      status: r.status,
      createdAt: new Date(r.created_at),
    })),
  };
}
