import type { Invitation, InvitationPreview } from '@iprism/shared/contracts';
import type { InvitationRecord } from '../../repositories/invitations';

export const INVITATION_DAYS_MS = 24 * 60 * 60_000;

export const toInvitation = (i: InvitationRecord): Invitation => ({
  id: i.id,
  email: i.email,
  role: i.role,
  clientPortal: i.publicRole === 'client',
  createdAt: i.createdAt.toISOString(),
  expiresAt: i.expiresAt.toISOString(),
});

export const toInvitationPreview = (i: InvitationRecord, now: Date): InvitationPreview => ({
  organizationName: i.organizationName,
  email: i.email,
  role: i.role,
  expired: i.expiresAt.getTime() <= now.getTime(),
});

/** Usable links only: an accepted or revoked invitation answers as if it never existed. */
export const isOpenInvitation = (i: InvitationRecord): boolean => i.acceptedAt === null && i.revokedAt === null;
