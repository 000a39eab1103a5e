import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INVITATION_TTL_DAYS } from '@iprism/shared/contracts';
import { randomToken, sha256Hex, trustedOrigin } from '../../../auth';
import { findUserById } from '../../../accounts';
import { acceptInviteLink, invitationMail } from './invitation-mail';
import { INVITATION_DAYS_MS } from './invitation-view';

/** A fresh link token (only its hash is stored) and its expiry. */
export function newInvitationToken(now: Date): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomToken();
  return { token, tokenHash: sha256Hex(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * INVITATION_DAYS_MS) };
}

/** Mails the accept link through the one mailer (SMTP or the dev outbox). */
export async function mailInvitation(
  app: FastifyInstance,
  req: FastifyRequest,
  invitation: { email: string; organizationName: string; inviterId: string },
  token: string,
): Promise<void> {
  const inviter = await findUserById(app.db, invitation.inviterId);
  const link = acceptInviteLink(trustedOrigin(app.config, req), token);
  await app.mailer.send(invitationMail(invitation.email, invitation.organizationName, inviter?.name ?? '', link));
}
