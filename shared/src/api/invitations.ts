import { AcceptInvitationResponseSchema, InvitationPreviewSchema, type InvitationPreview } from '../contracts/organizations';
import { apiFetch } from './api-fetch';

export type InvitationAccepted = { organizationId: string };
export type { InvitationPreview };

/** Reads an invitation without signing in (GET /api/invitations/:token); errors (404) are for the page to show, not toasted. */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return apiFetch(`/api/invitations/${encodeURIComponent(token)}`, { auth: 'optional', notify: false, schema: InvitationPreviewSchema, signal });
}

/** Accepts an invitation for the signed-in user (needs the session token and a security token). */
export function acceptInvitation(token: string): Promise<InvitationAccepted> {
  return apiFetch('/api/invitations/accept', { method: 'POST', body: { token }, notify: false, schema: AcceptInvitationResponseSchema });
}
