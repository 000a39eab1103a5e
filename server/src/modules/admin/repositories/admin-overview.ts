import type { Queryable } from '../../../platform/db/db';

export interface OverviewCounts {
  users: number;
  usersNew: number;
  organizations: number;
  organizationsNew: number;
  applicationsToday: number;
  failedJobsToday: number;
  queuedJobs: number;
  corpusPatents: number;
  openRegistrations: number;
  /** Invoices issued and not yet paid, declined, voided or refunded. */
  invoicesDue: number;
}

/** The staff home's counts in one round trip: "new" is since `weekAgo`, "today" since `dayStart`. */
export async function overviewCounts(db: Queryable, weekAgo: Date, dayStart: Date): Promise<OverviewCounts> {
  const { rows } = await db.query<Record<string, string | number>>(
    `SELECT
       (SELECT count(*) FROM users) AS users,
       (SELECT count(*) FROM users WHERE created_at >= $1) AS users_new,
       (SELECT count(*) FROM organizations) AS organizations,
       (SELECT count(*) FROM organizations WHERE created_at >= $1) AS organizations_new,
       (SELECT count(*) FROM applications WHERE created_at >= $2) AS applications_today,
       (SELECT count(*) FROM jobs WHERE status = 'failed' AND updated_at >= $2) AS failed_jobs_today,
       (SELECT count(*) FROM jobs WHERE status IN ('queued', 'running')) AS queued_jobs,
       (SELECT count(*) FROM patents) AS corpus_patents,
       (SELECT count(*) FROM registrations WHERE status = 'pending') AS open_registrations,
       (SELECT count(*) FROM checkouts WHERE status = 'open') AS invoices_due`,
    [weekAgo.toISOString(), dayStart.toISOString()],
  );
  const r = rows[0] ?? {};
  const n = (k: string) => Number(r[k] ?? 0);
  return {
    users: n('users'),
    usersNew: n('users_new'),
    organizations: n('organizations'),
    organizationsNew: n('organizations_new'),
    applicationsToday: n('applications_today'),
    failedJobsToday: n('failed_jobs_today'),
    queuedJobs: n('queued_jobs'),
    corpusPatents: n('corpus_patents'),
    openRegistrations: n('open_registrations'),
    invoicesDue: n('invoices_due'),
  };
}
