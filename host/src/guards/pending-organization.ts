import { PENDING_ORGANIZATION_MESSAGE } from '@iprism/shared/contracts/access';
import type { User } from '@iprism/shared/contracts/identity';
import { isUnder } from './paths';
import { pageRedirect } from './redirects';
import { ALLOW, NEXT, type GuardStep } from './types';

const PATENT_DASHBOARD = '/dashboard/patent';
/** The only patent-dashboard pages a pending user may open (SPEC §4 "Pending organisation"). */
const PENDING_ALLOWED_PAGES = ['account', 'settings', 'support'].map((p) => `${PATENT_DASHBOARD}/${p}`);
const PENDING_ASSIGNMENT_STATUS = 'pending_assignment';

export interface PendingOrganizationInput {
  /** Normalised path. */
  path: string;
  user: User;
  /** The access cache's pilot flag (SPEC §5 guard 4 outcome). */
  hasPilotAccess: boolean;
}

/**
 * SPEC §5 guard 3 / §4 "Pending organisation": a user whose organizationStatus is 'pending_assignment'
 * and who has no pilot access may open only account, settings and support under /dashboard/patent;
 * any other patent-dashboard page goes to the account page's organisation tab with pending=true and the
 * message. Those three pages are allowed outright (`allow` ends the chain): the pilot guard would
 * otherwise refuse the very page this guard sends the user to.
 */
export function pendingOrganizationGuard({ path, user, hasPilotAccess }: PendingOrganizationInput): GuardStep {
  if (user.publicMetadata.organizationStatus !== PENDING_ASSIGNMENT_STATUS || hasPilotAccess) return NEXT;
  if (!isUnder(path, PATENT_DASHBOARD)) return NEXT;
  if (PENDING_ALLOWED_PAGES.some((page) => isUnder(path, page))) return ALLOW;
  return pageRedirect(
    'pending-organization',
    `${PATENT_DASHBOARD}/account`,
    { tab: 'organization', pending: 'true', message: PENDING_ORGANIZATION_MESSAGE },
    PENDING_ORGANIZATION_MESSAGE,
  );
}
