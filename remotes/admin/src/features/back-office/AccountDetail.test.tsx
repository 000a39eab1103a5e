import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@iprism/shared/api/api-error';
import { getAdminAccount, patchAdminAccount } from '@iprism/shared/api/back-office';
import { backOfficeQueries } from '@iprism/shared/api/back-office-queries';
import type { AdminAccountDetail } from '@iprism/shared/contracts/back-office';
import { AccountDetail } from './AccountDetail';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/back-office', () => ({ ...jest.requireActual('@iprism/shared/api/back-office'), getAdminAccount: jest.fn(), patchAdminAccount: jest.fn() }));
const getAccount = jest.mocked(getAdminAccount);
const patch = jest.mocked(patchAdminAccount);

const ACCOUNT: AdminAccountDetail = {
  id: 'u1', email: 'pro@lawfirm.example', name: 'Priya Pro', status: 'active', licenseType: 'PilotLawFirmStandard', credits: 10, organizations: [], lastSignInAt: null,
  createdAt: '2026-11-01T10:00:00.000Z', secondFactor: false, licenses: [], sessions: [], audit: [],
};

function renderDetail() {
  const client = createTestQueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  render(<QueryClientProvider client={client}><AccountDetail id="u1" /></QueryClientProvider>);
  return { invalidate };
}
const adjust = async (amount: string, reason: string) => {
  const form = within(await screen.findByTestId('account-credit-form'));
  fireEvent.change(form.getByLabelText('Credits (+/−)'), { target: { value: amount } });
  fireEvent.change(form.getByLabelText('Reason'), { target: { value: reason } });
  fireEvent.click(form.getByRole('button', { name: 'Adjust credits' }));
  return form;
};

afterEach(() => jest.resetAllMocks());

describe('AccountDetail', () => {
  it("shows the server's answer at once and marks the rest of the back office stale", async () => {
    getAccount.mockResolvedValue(ACCOUNT);
    patch.mockResolvedValue({ ...ACCOUNT, credits: 15 });
    const { invalidate } = renderDetail();
    const form = await adjust('5', 'Goodwill');
    expect(await screen.findByText('Credits: 15')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('u1', { creditAdjustment: { amount: 5, reason: 'Goodwill' } });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: backOfficeQueries.all })));
    await waitFor(() => expect(form.getByLabelText('Reason')).toHaveValue(''));
    // The account itself already holds the answer: it is not fetched again.
    expect(getAccount).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed when the server refuses', async () => {
    getAccount.mockResolvedValue(ACCOUNT);
    patch.mockRejectedValue(new ApiError(400, 'VALIDATION', 'Not enough credits to remove'));
    const { invalidate } = renderDetail();
    const form = await adjust('-50', 'Cleanup');
    await waitFor(() => expect(form.getByRole('button', { name: 'Adjust credits' })).toBeEnabled());
    expect(form.getByLabelText('Reason')).toHaveValue('Cleanup');
    expect(screen.getByText('Credits: 10')).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
