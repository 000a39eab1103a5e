import { matchPath } from '@iprism/shared/router';

/** A nav link is the current page only on an exact match, so "Overview" (/admin) is not lit on /admin/accounts. */
export function isCurrentPath(to: string, pathname: string): boolean {
  return matchPath({ path: to, end: true }, pathname) !== null;
}
