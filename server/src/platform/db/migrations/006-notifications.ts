import type { Migration } from './index';

/**
 * Notifications (SPEC §3 record, §4 lifecycle, §9 cleanup). The key is (user_id, id), not id alone: the
 * browser may send its own id, which SPEC §3 describes as a timestamp string, so two users adding one in the
 * same millisecond must not collide, and no user can learn or block another user's ids. Every read and
 * write is scoped by user_id anyway. user_id carries no foreign key: with the Clerk adapter a user may
 * exist only at the provider (as in 005); rows of a user who is gone age out with the SPEC §9 cleanup.
 * The (user_id, created_at) index serves the newest-first list; the created_at index serves the cleanup.
 */
export const m006Notifications: Migration = {
  id: '006-notifications',
  sql: `
    CREATE TABLE notifications (
      user_id TEXT NOT NULL,
      id TEXT NOT NULL,
      icon_name TEXT,
      color TEXT,
      text TEXT NOT NULL,
      category TEXT NOT NULL DEFAULT 'general',
      admin_only BOOLEAN NOT NULL DEFAULT false,
      viewed BOOLEAN NOT NULL DEFAULT false,
      dismissed BOOLEAN NOT NULL DEFAULT false,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      viewed_at TIMESTAMPTZ,
      dismissed_at TIMESTAMPTZ,
      PRIMARY KEY (user_id, id)
    );
    CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC);
    CREATE INDEX notifications_created_idx ON notifications (created_at);
  `,
};
