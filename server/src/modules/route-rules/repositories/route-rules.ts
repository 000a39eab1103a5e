import type { RouteRule, StoredRouteRule } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

/** @table route_rules */
interface Row {
  pattern: string;
  redirect: string | null;
  guards: RouteRule['guards'] | string;
  updated_by: string | null;
  updated_at: Date | string;
}

const toRule = (r: Row): StoredRouteRule => ({
  pattern: r.pattern,
  redirect: r.redirect,
  guards: typeof r.guards === 'string' ? (JSON.parse(r.guards) as RouteRule['guards']) : r.guards,
  updatedBy: r.updated_by,
  updatedAt: new Date(r.updated_at).toISOString(),
});

export async function listRouteRules(db: Queryable): Promise<StoredRouteRule[]> {
  const { rows } = await db.query<Row>('SELECT pattern, redirect, guards, updated_by, updated_at FROM route_rules ORDER BY pattern');
  return rows.map(toRule);
}

/** Creates or replaces the rule of `rule.pattern` (already validated and normalised). */
export async function upsertRouteRule(db: Queryable, rule: RouteRule, by: string): Promise<StoredRouteRule> {
  const { rows } = await db.query<Row>(
    `INSERT INTO route_rules (pattern, redirect, guards, updated_by) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (pattern) DO UPDATE SET redirect = EXCLUDED.redirect, guards = EXCLUDED.guards, updated_by = EXCLUDED.updated_by, updated_at = now()
     RETURNING pattern, redirect, guards, updated_by, updated_at`,
    [rule.pattern, rule.redirect, JSON.stringify(rule.guards), by],
  );
  return toRule(rows[0]!);
}

export async function deleteRouteRule(db: Queryable, pattern: string): Promise<StoredRouteRule | null> {
  const { rows } = await db.query<Row>('DELETE FROM route_rules WHERE pattern = $1 RETURNING pattern, redirect, guards, updated_by, updated_at', [pattern]);
  return rows[0] ? toRule(rows[0]) : null;
}
