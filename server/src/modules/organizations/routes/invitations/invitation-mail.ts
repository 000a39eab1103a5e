import { INVITATION_TTL_DAYS, PRODUCT_NAME } from '@iprism/shared/contracts';
import type { MailMessage } from '../../../../platform/mail/mailer';

/** The invitation e-mail; the link opens the host's /accept-invite page (SPEC §2). */
export function invitationMail(to: string, organizationName: string, inviterName: string, link: string): MailMessage {
  return {
    to,
    kind: 'invitation',
    subject: `You are invited to join ${organizationName} on ${PRODUCT_NAME}`,
    text:
      `Hello,\n\n${inviterName || 'An administrator'} invited you to join ${organizationName} on ${PRODUCT_NAME}.\n\n` +
      `Accept the invitation within ${INVITATION_TTL_DAYS} days:\n\n${link}\n\n` +
      `Sign in (or create an account) with this email address to accept. If you did not expect this, you can ignore this message.\n\n— The ${PRODUCT_NAME} team`,
  };
}

/** `${origin}/accept-invite?token=…`; the origin comes from `trustedOrigin`, never from a raw header. */
export const acceptInviteLink = (origin: string, token: string): string => `${origin}/accept-invite?token=${encodeURIComponent(token)}`;
