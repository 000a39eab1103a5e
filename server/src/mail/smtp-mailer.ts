import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

/** Plain-text mail over SMTP; `url` carries host, port, TLS and credentials (smtp[s]://user:pass@host:port). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
