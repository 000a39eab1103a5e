import type { UnauthorizedReason } from '@iprism/shared/contracts/access';
import type { GuardName, RedirectDecision } from './types';

/** Target path of every access refusal (SPEC §2 /unauthorized). */
export const UNAUTHORIZED_PATH = '/unauthorized';
export const SIGN_IN_PATH = '/sign-in';

/** `/unauthorized?reason=…&message=…`, URLSearchParams-encoded (SPEC §2, §8). */
export function unauthorizedRedirect(guard: GuardName, reason: UnauthorizedReason, message: string): RedirectDecision {
  const query = new URLSearchParams({ reason, message });
  return { type: 'redirect', to: `${UNAUTHORIZED_PATH}?${query.toString()}`, guard, reason, message };
}

/**
 * `/sign-in?redirect_url=<the full original path with its query and fragment>` (SPEC §2 Redirects).
 * `pathname`, `search` and `hash` are the location's own, not normalised, so the user lands exactly
 * where they were going (a fragment such as `#claims` included).
 */
export function signInRedirect(pathname: string, search: string, hash = ''): RedirectDecision {
  const query = new URLSearchParams({ redirect_url: `${pathname}${search}${hash}` });
  return { type: 'redirect', to: `${SIGN_IN_PATH}?${query.toString()}`, guard: 'sign-in' };
}

/** A redirect inside the app (no reason), e.g. to the account page; `query` is URLSearchParams-encoded. */
export function pageRedirect(guard: GuardName, path: string, query: Record<string, string>, message?: string): RedirectDecision {
  const to = `${path}?${new URLSearchParams(query).toString()}`;
  return message === undefined ? { type: 'redirect', to, guard } : { type: 'redirect', to, guard, message };
}
