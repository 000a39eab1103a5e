import type { Config } from './config';

/**
 * Why the server must not start with this mail setting, or null. Without SMTP, mail (verification and
 * reset links) lands in the outbox table; outside the demo that must be the operator's explicit choice,
 * or a production node would silently keep every user's reset link in its database.
 */
export function mailSettingProblem(config: Pick<Config, 'demo' | 'smtpUrl' | 'mailOutbox'>): string | null {
  if (config.smtpUrl || config.demo || config.mailOutbox) return null;
  return 'SMTP_URL is not set: set it to send mail, or set MAIL_OUTBOX=1 to keep mail in the outbox table (read by iPrismAdmin at /api/dev/outbox).';
}
