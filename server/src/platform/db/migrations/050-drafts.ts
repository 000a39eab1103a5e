import type { Migration } from './index';

/**
 * Drafting workspace: a draft's working copy (autosaved; `revision` grows with every save so a save from a
 * stale tab is refused) and its explicit versions. `organization_id` is the owner's organisation when the
 * draft was created; `shared` opens it to that organisation's members. User ids carry no foreign key, as in 028.
 */
export const m050Drafts: Migration = {
  id: '050-drafts',
  sql: `
    CREATE TABLE drafts (
      id TEXT PRIMARY KEY,
      owner_user_id TEXT NOT NULL,
      organization_id TEXT,
      shared BOOLEAN NOT NULL DEFAULT false,
      title TEXT NOT NULL,
      source TEXT NOT NULL CHECK (source IN ('blank', 'application', 'archive')),
      source_application_id TEXT,
      claims TEXT NOT NULL DEFAULT '',
      specification TEXT NOT NULL DEFAULT '',
      resolved_marks JSONB NOT NULL DEFAULT '[]',
      revision INTEGER NOT NULL DEFAULT 0,
      updated_by TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX drafts_owner_idx ON drafts (owner_user_id, updated_at DESC);
    CREATE INDEX drafts_shared_org_idx ON drafts (organization_id, updated_at DESC) WHERE shared;
    CREATE TABLE draft_versions (
      id TEXT PRIMARY KEY,
      draft_id TEXT NOT NULL REFERENCES drafts(id) ON DELETE CASCADE,
      label TEXT NOT NULL,
      claims TEXT NOT NULL,
      specification TEXT NOT NULL,
      created_by TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX draft_versions_draft_idx ON draft_versions (draft_id, created_at);
  `,
};
