import type { Queryable } from '../db/db';
import { insertOutboxEmail } from './repositories/outbox';
import type { Mailer } from './mailer';

/** Without SMTP, mail lands in `outbox_emails`, readable at GET /api/dev/outbox (demo, staff, tests). */
export function createOutboxMailer(db: Queryable): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await insertOutboxEmail(db, message);
    },
  };
}
