import type { Migration } from './index';

/** SPEC §7 route rules: per path pattern (exact, or a prefix ending in '/*'), a redirect and guard toggles (absent = on). */
export const m035RouteRules: Migration = {
  id: '035-route-rules',
  sql: `
    CREATE TABLE route_rules (
      pattern TEXT PRIMARY KEY,
      redirect TEXT,
      guards JSONB NOT NULL DEFAULT '{}',
      updated_by TEXT,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
  `,
};
