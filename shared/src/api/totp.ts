import { TotpEnableResponseSchema, TotpSetupResponseSchema, type TotpSetupResponse } from '../contracts/auth';
import { apiFetch } from './api-fetch';

/** Starts the authenticator-app set-up: a pending secret the user adds to their app (POST /api/auth/totp/setup). */
export function setupTotp(): Promise<TotpSetupResponse> {
  return apiFetch('/api/auth/totp/setup', { method: 'POST', body: {}, schema: TotpSetupResponseSchema });
}

/** Turns the second factor on with a code from the app; answers the recovery codes, shown only this once. */
export async function enableTotp(code: string): Promise<string[]> {
  const { recoveryCodes } = await apiFetch('/api/auth/totp/enable', { method: 'POST', body: { code }, schema: TotpEnableResponseSchema });
  return recoveryCodes;
}

/** Turns the second factor off; the password proves it is the account holder (a wrong one is a 400 on `password`). */
export async function disableTotp(password: string): Promise<void> {
  await apiFetch('/api/auth/totp/disable', { method: 'POST', body: { password } });
}
