import { AccountDetailSchema, LicenseInfoDetailSchema, type AccountDetail, type LicenseInfoDetail } from '../contracts/account';
import { apiFetch } from './api-fetch';
import { LICENSE_INFO_PATH } from './license';

const ACCOUNT_PATH = '/api/account';

/** The signed-in account with its active organisation populated (SPEC §7 GET /api/account). Errors are the page's to show. */
export function getAccount(signal?: AbortSignal): Promise<AccountDetail> {
  return apiFetch(ACCOUNT_PATH, { schema: AccountDetailSchema, notify: false, signal });
}

/** Renames the account (PATCH /api/account); answers the updated account. */
export function updateAccountName(name: string): Promise<AccountDetail> {
  return apiFetch(ACCOUNT_PATH, { method: 'PATCH', body: { name }, schema: AccountDetailSchema });
}

/**
 * The full licence answer for display: type, source, seats, dates and credits. Unlike `getLicenseInfo`
 * (the guards' lookup, null on failure) it throws, so the page can offer a retry.
 */
export function getLicenseDetail(signal?: AbortSignal): Promise<LicenseInfoDetail> {
  return apiFetch(LICENSE_INFO_PATH, { schema: LicenseInfoDetailSchema, notify: false, signal });
}
