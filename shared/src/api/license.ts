import { LicenseInfoSchema, type LicenseInfo } from '../contracts/identity';
import { logger } from '../logger';
import { apiFetch } from './api-fetch';

export const LICENSE_INFO_PATH = '/api/account/user/license-info';

/**
 * The signed-in user's licence for the guards (SPEC §7). Returns null on any failure, which every
 * licence guard reads as "no licence" (SPEC §8: a failed lookup is treated as denied). Never toasts:
 * the guard decides what the user sees.
 */
export async function getLicenseInfo(signal?: AbortSignal): Promise<LicenseInfo | null> {
  try {
    return await apiFetch(LICENSE_INFO_PATH, { schema: LicenseInfoSchema, notify: false, headers: { 'Content-Type': 'application/json' }, signal });
  } catch (err) {
    logger.warn('api', 'Licence lookup failed', { message: (err as Error).message });
    return null;
  }
}
