import type { Migration } from './index';

/**
 * The append-only audit log of security-relevant events (written in the same transaction as the change it
 * records), and account suspension: a suspended user cannot sign in and has every session ended.
 * actor_id and subject_id carry no foreign key: the log outlives the accounts and organisations it names.
 */
export const m034AuditLog: Migration = {
  id: '034-audit-log',
  sql: `
    CREATE TABLE audit_log (
      id BIGSERIAL PRIMARY KEY,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      actor_id TEXT,
      subject_type TEXT CHECK (subject_type IN ('user', 'organization', 'application', 'route', 'registration')),
      subject_id TEXT,
      action TEXT NOT NULL,
      ip TEXT NOT NULL DEFAULT '',
      user_agent TEXT NOT NULL DEFAULT '',
      request_id TEXT NOT NULL DEFAULT '',
      detail JSONB NOT NULL DEFAULT '{}'
    );
    CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
    CREATE INDEX audit_log_action_idx ON audit_log (action, created_at DESC);
    CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at DESC);
    CREATE INDEX audit_log_subject_idx ON audit_log (subject_id, created_at DESC);
    ALTER TABLE users ADD COLUMN suspended_at TIMESTAMPTZ;
  `,
};
