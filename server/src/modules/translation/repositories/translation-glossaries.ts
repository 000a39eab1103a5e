import type { GlossaryEntry, GlossaryScope, TranslationLanguage } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

export interface GlossaryKey {
  scope: GlossaryScope;
  ownerId: string;
  sourceLanguage: TranslationLanguage;
  targetLanguage: TranslationLanguage;
}

/** JSONB comes back parsed from PGlite and node-postgres, but as text through some poolers. */
const entriesOf = (value: unknown): GlossaryEntry[] => (typeof value === 'string' ? (JSON.parse(value) as GlossaryEntry[]) : (value as GlossaryEntry[]));

export async function loadGlossary(db: Queryable, key: GlossaryKey): Promise<GlossaryEntry[]> {
  const { rows } = await db.query<{ entries: unknown }>(
    `SELECT entries FROM translation_glossaries WHERE scope = $1 AND owner_id = $2 AND source_language = $3 AND target_language = $4`,
    [key.scope, key.ownerId, key.sourceLanguage, key.targetLanguage],
  );
  return rows[0] ? entriesOf(rows[0].entries) : [];
}

export async function saveGlossary(db: Queryable, key: GlossaryKey, entries: readonly GlossaryEntry[], updatedBy: string): Promise<void> {
  await db.query(
    `INSERT INTO translation_glossaries (scope, owner_id, source_language, target_language, entries, updated_by)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (scope, owner_id, source_language, target_language) DO UPDATE SET entries = EXCLUDED.entries, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [key.scope, key.ownerId, key.sourceLanguage, key.targetLanguage, JSON.stringify(entries), updatedBy],
  );
}
