import { withSettingDefaults, type PatentSettings } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

/** The user's patent-workspace settings; the defaults when they never saved any. */
export async function loadPatentSettings(db: Queryable, userId: string): Promise<PatentSettings> {
  const { rows } = await db.query<{ settings: unknown }>('SELECT settings FROM patent_settings WHERE user_id = $1', [userId]);
  const stored = rows[0]?.settings;
  return withSettingDefaults(typeof stored === 'string' ? JSON.parse(stored) : stored);
}

export async function savePatentSettings(db: Queryable, userId: string, settings: PatentSettings): Promise<void> {
  await db.query(
    `INSERT INTO patent_settings (user_id, settings) VALUES ($1, $2::jsonb)
     ON CONFLICT (user_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
    [userId, JSON.stringify(settings)],
  );
}

/**
 * Of these users, those who switched notifications of `category` off in their patent settings (one query;
 * a category the settings do not list is never muted).
 */
export async function usersMuting(db: Queryable, userIds: readonly string[], category: string): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT user_id FROM patent_settings WHERE user_id = ANY($1::text[]) AND settings->'notifications'->>$2 = 'false'`,
    [[...new Set(userIds)], category],
  );
  return new Set(rows.map((r) => r.user_id));
}
