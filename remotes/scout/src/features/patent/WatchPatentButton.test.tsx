import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { ApiError } from '@iprism/shared/api/api-error';
import { createWatch } from '@iprism/shared/api/scout';
import { scoutQueries } from '@iprism/shared/api/scout-queries';
import type { Watch } from '@iprism/shared/contracts/scout';
import { removeToast, toastsAtom } from '@iprism/shared/shell';
import { WatchPatentButton } from './WatchPatentButton';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/scout', () => ({ ...jest.requireActual('@iprism/shared/api/scout'), createWatch: jest.fn() }));
const create = jest.mocked(createWatch);

const WATCH: Watch = {
  id: 'w1', name: 'US 1 – Widget', kind: 'patent', query: null, cpc: null, number: 'US 1', digest: 'none',
  createdAt: '2026-11-27T10:00:00.000Z', lastSeenAt: '2026-11-27T10:00:00.000Z', newSinceLastVisit: 0, recent: [],
};

function renderButton() {
  const client = createTestQueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  render(<QueryClientProvider client={client}><WatchPatentButton publicationNumber="US 1" title="Widget" /></QueryClientProvider>);
  return { invalidate };
}
const toasts = () => getDefaultStore().get(toastsAtom).map((t) => t.message);

afterEach(() => {
  getDefaultStore().get(toastsAtom).forEach((t) => removeToast(t.id));
  jest.resetAllMocks();
});

describe('WatchPatentButton', () => {
  it('watches the patent, says so, stays done and refreshes the watches list', async () => {
    create.mockResolvedValue(WATCH);
    const { invalidate } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Watch this patent' }));
    expect(await screen.findByRole('button', { name: 'Watching' })).toBeDisabled();
    expect(create).toHaveBeenCalledWith({ name: 'US 1 – Widget', kind: 'patent', number: 'US 1', digest: 'none' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: scoutQueries.watches().queryKey });
    expect(toasts()).toContain('Watching US 1: you will be notified when a new document cites it.');
  });

  it('toasts a refusal and can be tried again', async () => {
    create.mockRejectedValue(new ApiError(400, 'VALIDATION_FAILED', 'Your plan allows 5 watches per seat'));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Watch this patent' }));
    await waitFor(() => expect(toasts()).toContain('Your plan allows 5 watches per seat'));
    expect(screen.getByRole('button', { name: 'Watch this patent' })).toBeEnabled();
  });
});
