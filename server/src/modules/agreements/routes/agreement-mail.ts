import { PRODUCT_NAME } from '@iprism/shared/contracts';
import type { MailMessage } from '../../../platform/mail/mailer';

export const agreementLink = (origin: string, token: string): string => `${origin}/agreement/${encodeURIComponent(token)}`;
export const certificateLink = (origin: string, token: string): string => `${origin}/api/agreements/${encodeURIComponent(token)}/certificate`;

const longDate = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The invitation to read and agree; the link is personal, so the mail says so. */
export function agreementRequestMail(to: string, recipientName: string, title: string, link: string, expiresAt: Date): MailMessage {
  return {
    to,
    kind: 'agreement-request',
    subject: `Please review and agree: ${title}`,
    text:
      `Hello ${recipientName},\n\n${PRODUCT_NAME} has sent you “${title}” to review and agree to electronically.\n\n` +
      `Open the agreement (link valid until ${longDate(expiresAt)}):\n\n${link}\n\n` +
      `The link is personal to you; please do not forward it. If you did not expect this, you can ignore this message.\n\n— The ${PRODUCT_NAME} team`,
  };
}

/** Sent to both sides after agreement, with the certificate PDF attached and its link (the PDF is also in /admin/agreements). */
export function agreementCertificateMail(to: string, a: { id: string; title: string; signerName: string; agreedAt: Date; textSha256: string }, link: string, certificate: Uint8Array): MailMessage {
  return {
    to,
    kind: 'agreement-certificate',
    subject: `Agreed: ${a.title}`,
    text:
      `“${a.title}” was agreed by ${a.signerName} on ${a.agreedAt.toISOString()} (UTC).\n\n` +
      `SHA-256 of the text agreed: ${a.textSha256}\n\nThe signature certificate (PDF) is attached. You can also download it:\n\n${link}\n\n— The ${PRODUCT_NAME} team`,
    attachments: [{ filename: certificateFileName(a.id), contentType: 'application/pdf', content: certificate }],
  };
}

export const certificateFileName = (agreementId: string): string => `agreement-certificate-${agreementId}.pdf`;
