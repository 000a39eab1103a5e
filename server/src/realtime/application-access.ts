import type { Principal } from '../auth/principal';
import type { Queryable } from '../db/db';
import { findWatchFacts, type WatchFacts } from '../db/repositories/application-assignments';
import { hasStaffLicence } from '../http/routes/auth/dev-outbox';
import { CLIENT_PUBLIC_ROLE } from '../db/repositories/users';

/**
 * Whether the facts alone let the principal watch the application: its owner; a member of its organisation,
 * by a membership row or, for a Clerk token, by the token's active organisation (Clerk organisations may
 * have no rows here), except that a client-portal member sees only the applications assigned to them
 * (SPEC §6 "assigned reports"). A built-in token's organisation claim is not enough: a socket keeps the
 * principal of its handshake, so only the membership row says whether the user is still a member.
 * False still leaves staff, who support every customer.
 */
export function watchGranted(facts: WatchFacts, principal: Pick<Principal, 'userId' | 'provider' | 'orgId' | 'publicRole'>): boolean {
  if (facts.ownerUserId === principal.userId) return true;
  const orgId = facts.organizationId;
  if (orgId === null) return false;
  const clerk = principal.provider === 'clerk';
  const member = facts.member || (clerk && principal.orgId === orgId);
  // The client-portal rule of isClientPortalPrincipal, from facts already read: Clerk's token, else the users row.
  const client = clerk ? principal.publicRole === CLIENT_PUBLIC_ROLE : facts.clientRole;
  return member && (!client || facts.assigned);
}

/**
 * Who may watch an application's progress and read it (ARCHITECTURE §6: every `app:{id}` subscribe is
 * authorised against the owner and the organisation): `watchGranted`, else a staff licence. False for an
 * unknown id. One query in the usual case; the licence is read only when the facts do not grant access.
 */
export async function canWatchApplication(db: Queryable, principal: Principal, applicationId: string, now: Date): Promise<boolean> {
  const [allowed] = await mayWatchEach(db, applicationId, [principal], now);
  return allowed === true;
}

/** `canWatchApplication` for several principals: one query for all their facts, a licence read for each one they do not grant. */
export async function mayWatchEach(db: Queryable, applicationId: string, principals: readonly Principal[], now: Date): Promise<boolean[]> {
  const facts = await findWatchFacts(db, applicationId, principals.map((p) => p.userId));
  return Promise.all(principals.map(async (p) => {
    const f = facts.get(p.userId);
    return f !== undefined && (watchGranted(f, p) || hasStaffLicence(db, p, now));
  }));
}
