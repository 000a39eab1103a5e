import { ADMIN_DASHBOARD_PERMISSION } from '@iprism/shared/contracts';
import { isApplicationVisible, type VisibilityFacts } from '../../../domain/applications/application-visibility';
import type { Queryable } from '../../../platform/db/db';

/** isOrgAdmin as SQL over a membership row `m` and its organisation `o`. */
export const adminMembershipSql = (m: string, o: string): string =>
  `(${o}.admin_id = ${m}.user_id OR ${m}.role = 'org:admin' OR '${ADMIN_DASHBOARD_PERMISSION}' = ANY(${m}.permissions))`;

/**
 * Each fact of `VisibilityFacts` as SQL over the application `a` and the user expression `user`; both the
 * list predicate and the facts of one application are built from these, so they cannot drift apart.
 */
const factSql = (user: string): Record<keyof VisibilityFacts, string> => ({
  owner: `a.owner_user_id = ${user}`,
  orgAdmin: `EXISTS (SELECT 1 FROM memberships m JOIN organizations o ON o.id = m.organization_id
      WHERE m.organization_id = a.organization_id AND m.user_id = ${user}
        AND ${adminMembershipSql('m', 'o')})`,
  assigned: `EXISTS (SELECT 1 FROM application_assignments x JOIN memberships m ON m.organization_id = a.organization_id AND m.user_id = x.user_id
      WHERE x.application_id = a.id AND x.user_id = ${user})`,
});

/** The applications `a` the user `user` (an SQL expression, e.g. `$1`) sees: `isApplicationVisible` as a WHERE predicate. */
export const visibleToUserSql = (user: string): string => {
  const f = factSql(user);
  return `(${f.owner} OR ${f.orgAdmin} OR ${f.assigned})`;
};

/** Whether each of `userIds` sees the application, in one query; all false for an unknown id. */
export async function whoSeesApplication(db: Queryable, applicationId: string, userIds: readonly string[]): Promise<boolean[]> {
  const f = factSql('u.id');
  const { rows } = await db.query<{ user_id: string; owner: boolean; org_admin: boolean; assigned: boolean }>(
    `SELECT u.id AS user_id, ${f.owner} AS owner, ${f.orgAdmin} AS org_admin, ${f.assigned} AS assigned
       FROM applications a CROSS JOIN unnest($2::text[]) AS u(id) WHERE a.id = $1`,
    [applicationId, [...new Set(userIds)]],
  );
  const visible = new Map(rows.map((r) => [r.user_id, isApplicationVisible({ owner: r.owner, orgAdmin: r.org_admin, assigned: r.assigned })]));
  return userIds.map((id) => visible.get(id) ?? false);
}

/** Whether the user sees the application (`isApplicationVisible`); false for an unknown id. */
export async function seesApplication(db: Queryable, userId: string, applicationId: string): Promise<boolean> {
  const [visible] = await whoSeesApplication(db, applicationId, [userId]);
  return visible === true;
}

/** The organisation's applications the user does not see (after a demotion, the rooms they must leave). */
export async function listOrganizationApplicationsHiddenFrom(db: Queryable, organizationId: string, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`SELECT a.id FROM applications a WHERE a.organization_id = $1 AND NOT ${visibleToUserSql('$2')}`, [organizationId, userId]);
  return rows.map((r) => r.id);
}
