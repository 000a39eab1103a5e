import { DRAFT_NOT_FOUND_MESSAGE } from '@iprism/shared/contracts';
import type { Principal } from '../../auth';
import type { Queryable } from '../../../platform/db/db';
import { findDraft, type DraftRecord } from '../repositories/drafts';
import { findMembership } from '../../organizations';
import { appError } from '../../../platform/lib/errors';

/**
 * Who may open and edit a draft: its owner, and, once the owner shares it, the members of the organisation
 * it belongs to. Anyone else gets the 404 of an unknown id, so draft ids do not leak.
 */
export async function findVisibleDraft(db: Queryable, principal: Principal, id: string): Promise<DraftRecord> {
  const draft = await findDraft(db, id);
  if (draft && (draft.ownerUserId === principal.userId || (draft.shared && draft.organizationId !== null && (await findMembership(db, principal.userId, draft.organizationId))))) return draft;
  throw appError('NOT_FOUND', DRAFT_NOT_FOUND_MESSAGE);
}

/** Sharing, unsharing and deleting stay with the owner. */
export function requireDraftOwner(principal: Principal, draft: DraftRecord, what: string): void {
  if (draft.ownerUserId !== principal.userId) throw appError('FORBIDDEN', `Only the draft's owner can ${what}.`);
}
