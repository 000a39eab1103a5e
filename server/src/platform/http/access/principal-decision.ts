import type { Principal } from '../../../modules/auth';
import type { Queryable } from '../../db/db';
import type { Licensing } from '../../../modules/commerce';
import { loadCallerFacts } from './caller-facts';
import type { OrgAdminCheck } from './org-admin-check';
import { decideAccess, neededFacts, type AccessDecision, type RouteAccess } from './route-access';

export interface DecisionDeps {
  db: Queryable;
  licensing: Pick<Licensing, 'resolve'>;
  orgAdminCheck: OrgAdminCheck;
}

/**
 * The access rule of a route applied to a verified principal: what the access plugin does for every
 * HTTP request, and what the socket does for the reads it offers, so both channels follow one rule.
 */
export async function decideForPrincipal(deps: DecisionDeps, principal: Principal, access: RouteAccess, method: string, now: Date): Promise<AccessDecision> {
  if (access.kind === 'public') return { allow: true };
  const facts = await loadCallerFacts(deps.db, principal, neededFacts(access, method), now, deps.licensing, deps.orgAdminCheck);
  return decideAccess(access, method, facts);
}
