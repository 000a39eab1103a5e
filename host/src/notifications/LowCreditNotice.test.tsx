import { render, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { getLicenseDetail } from '@iprism/shared/api/account';
import type { LicenseInfoDetail } from '@iprism/shared/contracts/account';
import { removeToast, toastsAtom } from '@iprism/shared/shell';
import { IdentityContext, SIGNED_OUT_IDENTITY, type Identity } from '../auth/identity';
import { LowCreditNotice } from './LowCreditNotice';
import { LOW_CREDIT_NOTICE_KEY } from './once-per-session';
import { signedInIdentity } from './testing/signed-in-identity';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/account', () => ({ ...jest.requireActual('@iprism/shared/api/account'), getLicenseDetail: jest.fn() }));
const license = (credits: number, hasValidLicense = true): LicenseInfoDetail => ({
  hasValidLicense,
  licenseType: hasValidLicense ? 'ToolboxLawFirmStandard' : null,
  source: 'user',
  organizationId: null,
  seats: 1,
  startsAt: null,
  endsAt: null,
  credits,
});

const toasts = () => getDefaultStore().get(toastsAtom);
const renderNotice = (identity: Identity) =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <IdentityContext.Provider value={identity}>
        <LowCreditNotice />
      </IdentityContext.Provider>
    </QueryClientProvider>,
  );
/** Lets the licence answer arrive (and anything it would toast). */
const settle = () => waitFor(() => expect(getLicenseDetail).toHaveBeenCalled());

afterEach(() => {
  toasts().forEach((t) => removeToast(t.id));
  window.localStorage.clear();
  jest.clearAllMocks();
});

describe('LowCreditNotice (SPEC §8 low credits)', () => {
  it('warns once after sign-in at or under the threshold', async () => {
    jest.mocked(getLicenseDetail).mockResolvedValue(license(3));
    renderNotice(signedInIdentity('u1'));
    await waitFor(() => expect(toasts()).toMatchObject([{ type: 'warning', message: 'Only 3 credits remaining. Purchase more to continue.' }]));
    expect(window.localStorage.getItem(LOW_CREDIT_NOTICE_KEY)).toBe('sess-u1');
  });

  it('shows the SPEC error at 0 credits', async () => {
    jest.mocked(getLicenseDetail).mockResolvedValue(license(0));
    renderNotice(signedInIdentity('u1'));
    await waitFor(() => expect(toasts()).toMatchObject([{ type: 'error', message: 'No credits remaining! Purchase more to continue.' }]));
  });

  it('does not show it again in the same sign-in session (a reload, another tab)', async () => {
    window.localStorage.setItem(LOW_CREDIT_NOTICE_KEY, 'sess-u1');
    jest.mocked(getLicenseDetail).mockResolvedValue(license(3));
    renderNotice(signedInIdentity('u1'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getLicenseDetail).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it.each([
    ['above the threshold', license(6)],
    ['without a valid licence', license(0, false)],
  ])('says nothing %s', async (_label, answer) => {
    jest.mocked(getLicenseDetail).mockResolvedValue(answer);
    renderNotice(signedInIdentity('u1'));
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toasts()).toEqual([]);
  });

  it('asks nothing for a signed-out visitor', () => {
    renderNotice(SIGNED_OUT_IDENTITY);
    expect(getLicenseDetail).not.toHaveBeenCalled();
  });
});
