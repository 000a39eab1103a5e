import { LICENSE_INFO_PATH } from '@iprism/shared/api/license';
import { NO_AUTH_TOKEN_CODE, isApiError } from '@iprism/shared/api/api-error';
import { apiFetch } from '@iprism/shared/api/api-fetch';
import { LicenseInfoSchema, type LicenseInfo } from '@iprism/shared/contracts/identity';
import { logger } from '@iprism/shared/logger';

/** The licence lookup was refused because the session behind the token is gone (signed out elsewhere, revoked, expired). */
export class SessionRejectedError extends Error {
  constructor() {
    super('The session was refused by the server');
    this.name = 'SessionRejectedError';
  }
}

export const isSessionRejected = (err: unknown): err is SessionRejectedError => err instanceof Error && err.name === 'SessionRejectedError';

/**
 * The guards' licence lookup (SPEC §7 license-info): the licence, or null when the lookup failed
 * (SPEC §8: denied, only logged). One failure is different: a 401 for the token we sent means the
 * session itself is over, not that the user lacks a licence. That is thrown as SessionRejectedError so
 * the access controller can reload the session (which signs the page out, and the guard chain then
 * asks to sign in with redirect_url) instead of showing a "you need a subscription" refusal.
 */
export async function lookUpLicense(fetchLicense: () => Promise<LicenseInfo> = defaultFetch): Promise<LicenseInfo | null> {
  try {
    return await fetchLicense();
  } catch (err) {
    if (isApiError(err) && err.status === 401 && err.code !== NO_AUTH_TOKEN_CODE) throw new SessionRejectedError();
    logger.warn('api', 'Licence lookup failed', { message: (err as Error).message });
    return null;
  }
}

function defaultFetch(): Promise<LicenseInfo> {
  return apiFetch(LICENSE_INFO_PATH, { schema: LicenseInfoSchema, notify: false, headers: { 'Content-Type': 'application/json' } });
}
