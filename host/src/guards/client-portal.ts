import { CLIENT_ADMIN_MESSAGE, CLIENT_EDIT_MESSAGE, CLIENT_FEATURE_MESSAGE } from '@iprism/shared/contracts/access';
import type { User } from '@iprism/shared/contracts/identity';
import { isUnder, segmentsOf } from './paths';
import { pageRedirect, unauthorizedRedirect } from './redirects';
import { NEXT, type GuardStep } from './types';

/**
 * The dashboard pages a read-only client may open: the applications their firm shared and their reports,
 * prior art and documents, their own account and the help pages. SPEC §6 names classification-explorer,
 * upgrade and settings as refused; the other tools (drafting, toolbox, litigation, …) write or need a
 * licence a client does not hold, so a client is kept to this list.
 */
const PATENT_DASHBOARD = '/dashboard/patent';
const CLIENT_PORTAL_PAGES = [
  ...['analytics', 'priorart', 'archives', 'pdfviewer', 'account', 'support', 'documentation'].map((p) => `${PATENT_DASHBOARD}/${p}`),
  // Scout only reads published patents, and SPEC §5 opens it to the client-portal licence.
  '/dashboard/scout',
];
const DASHBOARD_PATH = '/dashboard';
/** Last segments that mean writing (SPEC §6 "any path ending in create, edit or new"). */
const WRITE_SEGMENTS = new Set(['create', 'edit', 'new']);
const ACCOUNT_PATH = '/dashboard/patent/account';
const CLIENT_ACCOUNT_TAB = 'myAccount';

/** SPEC §6: publicMetadata.role 'client' marks a read-only client-portal user. */
export function isClientUser(user: User): boolean {
  return user.publicMetadata.role === 'client';
}

/** Whether a client may open a dashboard path (/dashboard itself leads to the patent dashboard); paths outside /dashboard are for the other guards. */
export function clientMayOpen(path: string): boolean {
  if (!isUnder(path, DASHBOARD_PATH) || path === DASHBOARD_PATH || path === PATENT_DASHBOARD) return true;
  return CLIENT_PORTAL_PAGES.some((page) => isUnder(path, page));
}

export interface ClientPortalInput {
  /** Normalised path. */
  path: string;
  /** The location's query. */
  query: URLSearchParams;
  user: User;
}

/**
 * SPEC §5 guard 2 / §6: a client-portal user is refused every /admin path, every dashboard page outside
 * the client portal's (classification-explorer, upgrade and settings among them), and any path whose
 * last segment is create, edit or new;
 * on the account page any tab but myAccount is sent to tab=myAccount (no tab is the page's default).
 */
export function clientPortalGuard({ path, query, user }: ClientPortalInput): GuardStep {
  if (!isClientUser(user)) return NEXT;
  if (isUnder(path, '/admin')) return unauthorizedRedirect('client-portal', 'client-access', CLIENT_ADMIN_MESSAGE);
  if (WRITE_SEGMENTS.has(segmentsOf(path).at(-1) ?? '')) {
    return unauthorizedRedirect('client-portal', 'client-access', CLIENT_EDIT_MESSAGE);
  }
  if (!clientMayOpen(path)) {
    return unauthorizedRedirect('client-portal', 'client-access', CLIENT_FEATURE_MESSAGE);
  }
  const tab = query.get('tab');
  if (path === ACCOUNT_PATH && tab !== null && tab !== CLIENT_ACCOUNT_TAB) {
    return pageRedirect('client-portal', ACCOUNT_PATH, { tab: CLIENT_ACCOUNT_TAB });
  }
  return NEXT;
}
