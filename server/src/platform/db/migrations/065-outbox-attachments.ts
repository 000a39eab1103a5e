import type { Migration } from './index';

/** Files sent with a mail (an agreement's certificate), kept with the outbox entry like the text: name, type, bytes in base64. */
export const m065OutboxAttachments: Migration = {
  id: '065-outbox-attachments',
  sql: `ALTER TABLE outbox_emails ADD COLUMN attachments JSONB NOT NULL DEFAULT '[]'::jsonb;`,
};
