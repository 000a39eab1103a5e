import type { Migration } from './index';

/**
 * Support tickets of signed-in users and the staff replies to them. `diagnostics` holds the bundle the user
 * consented to attach (browser, versions, recent client log lines), NULL without consent. user_id carries no
 * foreign key, as in 005 and 006: with the Clerk adapter a user may exist only at the provider.
 */
export const m028SupportTickets: Migration = {
  id: '028-support-tickets',
  sql: `
    CREATE TABLE support_tickets (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      category TEXT NOT NULL,
      subject TEXT NOT NULL,
      message TEXT NOT NULL,
      page_path TEXT NOT NULL,
      diagnostics JSONB,
      status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered')),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX support_tickets_user_created_idx ON support_tickets (user_id, created_at DESC);
    CREATE INDEX support_tickets_created_idx ON support_tickets (created_at DESC);
    CREATE TABLE support_replies (
      id TEXT PRIMARY KEY,
      ticket_id TEXT NOT NULL REFERENCES support_tickets(id) ON DELETE CASCADE,
      author_id TEXT NOT NULL,
      author_name TEXT NOT NULL,
      message TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX support_replies_ticket_idx ON support_replies (ticket_id, created_at);
  `,
};
