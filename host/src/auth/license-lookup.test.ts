import { ApiError, NO_AUTH_TOKEN_CODE } from '@iprism/shared/api/api-error';
import { isSessionRejected, lookUpLicense } from './license-lookup';

describe('lookUpLicense', () => {
  it('returns the licence', async () => {
    await expect(lookUpLicense(async () => ({ hasValidLicense: true, licenseType: 'PilotOrgStandard' }))).resolves.toEqual({ hasValidLicense: true, licenseType: 'PilotOrgStandard' });
  });

  it('reads a failed lookup as no licence (SPEC §8)', async () => {
    await expect(lookUpLicense(async () => Promise.reject(new ApiError(500, 'INTERNAL', 'x')))).resolves.toBeNull();
    await expect(lookUpLicense(async () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'x')))).resolves.toBeNull();
    await expect(lookUpLicense(async () => Promise.reject(new Error('boom')))).resolves.toBeNull();
  });

  it('reads a missing token (nobody signed in here) as no licence: the sign-in step decides', async () => {
    await expect(lookUpLicense(async () => Promise.reject(new ApiError(401, NO_AUTH_TOKEN_CODE, 'No authentication token available')))).resolves.toBeNull();
  });

  it('throws SessionRejectedError when the server refuses the token we sent', async () => {
    const err = await lookUpLicense(async () => Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Your session has expired. Please sign in again.'))).catch((e: unknown) => e);
    expect(isSessionRejected(err)).toBe(true);
  });
});
