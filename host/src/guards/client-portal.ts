import {
  CLIENT_ADMIN_MESSAGE,
  CLIENT_EDIT_MESSAGE,
  CLIENT_FEATURE_MESSAGE,
  type User,
} from '@iprism/shared/contracts';
import { isUnder, segmentsOf } from './paths';
import { pageRedirect, unauthorizedRedirect } from './redirects';
import { NEXT, type GuardStep } from './types';

/** Patent-dashboard pages a read-only client may not open (SPEC §6). */
const CLIENT_BLOCKED_PATENT_PAGES = ['classification-explorer', 'upgrade', 'settings'].map((p) => `/dashboard/patent/${p}`);
/** Last segments that mean writing (SPEC §6 "any path ending in create, edit or new"). */
const WRITE_SEGMENTS = new Set(['create', 'edit', 'new']);
const ACCOUNT_PATH = '/dashboard/patent/account';
const CLIENT_ACCOUNT_TAB = 'myAccount';

/** SPEC §6: publicMetadata.role 'client' marks a read-only client-portal user. */
export function isClientUser(user: User): boolean {
  return user.publicMetadata.role === 'client';
}

export interface ClientPortalInput {
  /** Normalised path. */
  path: string;
  /** The location's query. */
  query: URLSearchParams;
  user: User;
}

/**
 * SPEC §5 guard 2 / §6: a client-portal user is refused every /admin path, classification-explorer,
 * upgrade and settings under /dashboard/patent, and any path whose last segment is create, edit or new;
 * on the account page any tab but myAccount is sent to tab=myAccount (no tab is the page's default).
 */
export function clientPortalGuard({ path, query, user }: ClientPortalInput): GuardStep {
  if (!isClientUser(user)) return NEXT;
  if (isUnder(path, '/admin')) return unauthorizedRedirect('client-portal', 'client-access', CLIENT_ADMIN_MESSAGE);
  if (CLIENT_BLOCKED_PATENT_PAGES.some((page) => isUnder(path, page))) {
    return unauthorizedRedirect('client-portal', 'client-access', CLIENT_FEATURE_MESSAGE);
  }
  if (WRITE_SEGMENTS.has(segmentsOf(path).at(-1) ?? '')) {
    return unauthorizedRedirect('client-portal', 'client-access', CLIENT_EDIT_MESSAGE);
  }
  const tab = query.get('tab');
  if (path === ACCOUNT_PATH && tab !== null && tab !== CLIENT_ACCOUNT_TAB) {
    return pageRedirect('client-portal', ACCOUNT_PATH, { tab: CLIENT_ACCOUNT_TAB });
  }
  return NEXT;
}
