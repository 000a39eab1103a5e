import type { Migration } from './index';

/**
 * Account hardening. `refresh_rotations` keeps the hash of every refresh secret a session has rotated
 * away from, so a stolen cookie presented after the owner refreshed is recognised as reuse and ends the
 * session. `users.totp_last_step` is the last accepted TOTP time step: a code is good once.
 */
export const m023AccountHardening: Migration = {
  id: '023-account-hardening',
  sql: `
    CREATE TABLE refresh_rotations (
      refresh_hash TEXT PRIMARY KEY,
      session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      rotated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX refresh_rotations_session ON refresh_rotations (session_id);
    ALTER TABLE users ADD COLUMN totp_last_step BIGINT;
  `,
};
