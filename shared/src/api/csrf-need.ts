import { isCsrfExempt } from '../contracts/csrf';
import { trimEndOf } from '../text/trim';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function pathOnly(path: string): string {
  const noQuery = path.split(/[?#]/)[0] ?? '';
  // Accept absolute URLs too: only the path decides.
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/]+(\/.*)?$/i.exec(noQuery);
  return match ? (match[1] ?? '/') : noQuery;
}

/** True when a request must carry X-CSRF-Token: a POST, PUT, PATCH or DELETE that is not exempt (SPEC §7 and the pre-session calls, contracts/csrf.ts). */
export function needsCsrf(method: string, path: string): boolean {
  if (!MUTATING_METHODS.has(method.toUpperCase())) return false;
  const pathname = trimEndOf(pathOnly(path), '/');
  return !isCsrfExempt(pathname);
}
