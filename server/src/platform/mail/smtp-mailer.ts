import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

/** Plain-text mail (with its attachments) over SMTP; `url` carries host, port, TLS and credentials (smtp[s]://user:pass@host:port). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      const attachments = message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content) }));
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, ...(attachments?.length ? { attachments } : {}) });
    },
  };
}
