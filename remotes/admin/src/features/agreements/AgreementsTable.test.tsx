import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { ApiError } from '@iprism/shared/api/api-error';
import { expireAgreementById, resendAgreement } from '@iprism/shared/api/company';
import { agreementQueries } from '@iprism/shared/api/company-queries';
import type { AdminAgreement } from '@iprism/shared/contracts/agreements';
import { acceptConfirm, cancelConfirm, confirmDialogAtom, removeToast, toastsAtom } from '@iprism/shared/shell';
import { AgreementsTable } from './AgreementsTable';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/company', () => ({ ...jest.requireActual('@iprism/shared/api/company'), expireAgreementById: jest.fn(), resendAgreement: jest.fn() }));

const AGREEMENT: AdminAgreement = {
  id: 'ag1', title: 'Consulting terms', body: 'Text', recipientEmail: 'ann@client.example', recipientName: 'Ann Client', state: 'sent',
  createdAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-12-04T10:00:00.000Z', viewedAt: null, agreedAt: null, expiredAt: null,
  signerName: null, signerIp: null, signerUserAgent: null, textSha256: null, contractorId: null,
};
const store = getDefaultStore();
const toasts = () => store.get(toastsAtom).map((t) => `${t.type}: ${t.message}`);

function renderTable() {
  const client = createTestQueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  render(<QueryClientProvider client={client}><AgreementsTable agreements={[AGREEMENT]} /></QueryClientProvider>);
  return { invalidate };
}

afterEach(() => {
  jest.resetAllMocks();
  store.get(toastsAtom).forEach((t) => removeToast(t.id));
  act(() => cancelConfirm());
});

describe('AgreementsTable', () => {
  it('expires an agreement once confirmed and refetches the list', async () => {
    jest.mocked(expireAgreementById).mockResolvedValue({ ...AGREEMENT, state: 'expired' });
    const { invalidate } = renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Expire' }));
    expect(store.get(confirmDialogAtom).request).toMatchObject({ title: 'Expire this agreement?', confirmText: 'Expire' });
    expect(expireAgreementById).not.toHaveBeenCalled();
    await act(async () => acceptConfirm());
    expect(expireAgreementById).toHaveBeenCalledWith('ag1');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: agreementQueries.adminAgreements().queryKey });
    expect(toasts()).toContain('success: Agreement expired.');
    expect(store.get(confirmDialogAtom).open).toBe(false);
  });

  it('keeps the dialog open with the refusal', async () => {
    jest.mocked(expireAgreementById).mockRejectedValue(new ApiError(409, 'CONFLICT', 'This agreement was agreed already.'));
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Expire' }));
    await act(async () => acceptConfirm());
    expect(store.get(confirmDialogAtom)).toMatchObject({ open: true, actionError: 'This agreement was agreed already.' });
  });

  it('resends the link and toasts either way', async () => {
    jest.mocked(resendAgreement).mockResolvedValueOnce({ id: 'ag1', token: 't', url: 'https://x.example/a/t' }).mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'This agreement has expired.'));
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(toasts()).toContain('success: A new link was sent to ann@client.example; the old one no longer works.'));
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(toasts()).toContain('error: This agreement has expired.'));
  });
});
