import type { Config } from '../config/config';
import type { Queryable } from '../db/db';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** What the mail is for; kept with outbox entries so tests and the admin area can find it. */
export type MailKind = 'verify-email' | 'account-exists' | 'reset-password' | 'password-changed' | 'invitation' | (string & {});

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  kind: MailKind;
  attachments?: readonly MailAttachment[];
}

/** The one way out for e-mail (ARCHITECTURE §5): SMTP when configured, else the dev outbox table. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Queryable): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db);
}
