import { PRODUCT_NAME, SALES_INBOX, type DemoEmail, type InquiryEmail } from '@iprism/shared/contracts';
import type { MailMessage } from '../../../../platform/mail/mailer';

/** To the sales inbox, with the person's address so a reply goes straight back. */
export function inquiryMails(d: InquiryEmail): MailMessage[] {
  return [
    {
      to: SALES_INBOX,
      kind: 'sales-inquiry',
      subject: `Sales inquiry from ${d.name} (${d.firm})`,
      text: `${d.name} <${d.email}>\nFirm: ${d.firm} (${d.size} people)\nRole: ${d.role || 'not given'}\n\n${d.message}\n\nReply: mailto:${d.email}`,
    },
    {
      to: d.email,
      kind: 'sales-inquiry-received',
      subject: `We received your message — ${PRODUCT_NAME}`,
      text: `Hello ${d.name},\n\nThank you for contacting ${PRODUCT_NAME}. Someone from our team will answer within one business day.\n\n— The ${PRODUCT_NAME} team`,
    },
  ];
}

export function demoMails(d: DemoEmail): MailMessage[] {
  return [
    {
      to: SALES_INBOX,
      kind: 'demo-request',
      subject: `Demo request from ${d.name} (${d.firm})`,
      text:
        `${d.name} <${d.email}>\nFirm: ${d.firm} (${d.size} people)\nRole: ${d.role}\nPreferred times: ${d.preferredTimes}\n\n${d.message || ''}\n\nReply: mailto:${d.email}`.trimEnd(),
    },
    {
      to: d.email,
      kind: 'demo-request-received',
      subject: `Your ${PRODUCT_NAME} demo request`,
      text: `Hello ${d.name},\n\nThank you for asking for a demo. We will confirm one of the times you suggested (${d.preferredTimes}) within one business day.\n\n— The ${PRODUCT_NAME} team`,
    },
  ];
}
