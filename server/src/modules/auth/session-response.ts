import { SESSION_TOKEN_TTL_SECONDS, type SessionTokenResponse } from '@iprism/shared/contracts';
import type { Queryable } from '../../platform/db/db';
import { listMembershipsOfUser } from '../organizations';
import type { SessionRecord } from './repositories/sessions';
import type { UserRecord } from '../accounts';
import { toAuthUser } from './auth-user';
import type { SessionTokenSigner } from './session-tokens';

/**
 * A fresh token and the user for a live session. The `o` claim is taken from the memberships as they
 * are now, so a removed membership or a changed role shows up in the next token (within 60 s).
 */
export async function sessionTokenResponse(
  db: Queryable,
  signer: SessionTokenSigner,
  input: { user: UserRecord; session: SessionRecord; azp: string; now: Date },
): Promise<SessionTokenResponse> {
  const memberships = await listMembershipsOfUser(db, input.user.id);
  const active = memberships.find((m) => m.organizationId === input.session.activeOrganizationId) ?? null;
  const token = await signer.sign(
    {
      userId: input.user.id,
      sessionId: input.session.id,
      azp: input.azp,
      org: active && { id: active.organizationId, slug: active.organizationSlug, role: active.role, permissions: active.permissions },
    },
    input.now,
  );
  return { token, expiresIn: SESSION_TOKEN_TTL_SECONDS, user: toAuthUser(input.user, memberships, active?.organizationId ?? null) };
}
