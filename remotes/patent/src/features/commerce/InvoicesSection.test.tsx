import { act, fireEvent, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { ApiError } from '@iprism/shared/api/api-error';
import { cancelCheckout } from '@iprism/shared/api/commerce';
import { commerceQueries } from '@iprism/shared/api/commerce-queries';
import type { Invoice } from '@iprism/shared/contracts/commerce';
import { acceptConfirm, cancelConfirm, confirmDialogAtom, removeToast, toastsAtom } from '@iprism/shared/shell';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';
import { renderRoute } from '../../testing/render-route';
import { InvoicesSection } from './InvoicesSection';

jest.mock('@iprism/shared/api/commerce', () => ({ ...jest.requireActual('@iprism/shared/api/commerce'), cancelCheckout: jest.fn() }));
const cancel = jest.mocked(cancelCheckout);

const store = getDefaultStore();
const toasts = () => store.get(toastsAtom).map((t) => `${t.type}: ${t.message}`);

const OPEN: Invoice = {
  id: 'inv_1', number: 'IP-2026-0001', kind: 'credits', status: 'open', lines: [], totalCents: 4900, currency: 'usd', provider: 'demo',
  createdAt: '2026-11-27T10:00:00.000Z', paidAt: null, pdfUrl: '/api/invoices/inv_1/pdf', payUrl: null,
};

function renderSection() {
  const client = createTestQueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  renderRoute('/dashboard/subscription', <InvoicesSection invoices={[OPEN]} />, client);
  return { invalidate };
}

afterEach(() => {
  cancelConfirm();
  store.get(toastsAtom).forEach((t) => removeToast(t.id));
  jest.resetAllMocks();
});

describe('InvoicesSection', () => {
  it('cancels an open invoice once confirmed and loads the invoices again', async () => {
    cancel.mockResolvedValue({});
    const { invalidate } = renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(store.get(confirmDialogAtom).request.title).toBe('Cancel invoice IP-2026-0001?');
    await act(async () => acceptConfirm());
    expect(cancel).toHaveBeenCalledWith('inv_1');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: commerceQueries.subscription().queryKey });
    expect(toasts()).toContain('success: Invoice IP-2026-0001 was cancelled.');
  });

  it('keeps the dialog open with nothing refreshed when the server refuses', async () => {
    cancel.mockRejectedValue(new ApiError(409, 'CONFLICT', 'This invoice has been paid.'));
    const { invalidate } = renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => acceptConfirm());
    expect(store.get(confirmDialogAtom).open).toBe(true);
    expect(invalidate).not.toHaveBeenCalled();
    expect(toasts()).not.toContain('success: Invoice IP-2026-0001 was cancelled.');
  });
});
