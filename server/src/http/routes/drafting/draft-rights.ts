import { DRAFT_NOT_FOUND_MESSAGE } from '@iprism/shared/contracts';
import type { Principal } from '../../../auth/principal';
import type { Queryable } from '../../../db/db';
import { findDraft, type DraftRecord } from '../../../db/repositories/drafts';
import { findMembership } from '../../../db/repositories/memberships';
import { forbidden, notFound } from '../../../lib/errors';

/**
 * Who may open and edit a draft: its owner, and, once the owner shares it, the members of the organisation
 * it belongs to. Anyone else gets the 404 of an unknown id, so draft ids do not leak.
 */
export async function findVisibleDraft(db: Queryable, principal: Principal, id: string): Promise<DraftRecord> {
  const draft = await findDraft(db, id);
  if (draft && (draft.ownerUserId === principal.userId || (draft.shared && draft.organizationId !== null && (await findMembership(db, principal.userId, draft.organizationId))))) return draft;
  throw notFound(DRAFT_NOT_FOUND_MESSAGE);
}

/** Sharing, unsharing and deleting stay with the owner. */
export function requireDraftOwner(principal: Principal, draft: DraftRecord, what: string): void {
  if (draft.ownerUserId !== principal.userId) throw forbidden(`Only the draft's owner can ${what}.`);
}
