import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { ApiError } from '@iprism/shared/api/api-error';
import { createWatch } from '@iprism/shared/api/scout';
import { scoutQueries } from '@iprism/shared/api/scout-queries';
import type { Watch } from '@iprism/shared/contracts/scout';
import { removeToast, toastsAtom } from '@iprism/shared/shell';
import { NewWatchForm } from './NewWatchForm';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/scout', () => ({ ...jest.requireActual('@iprism/shared/api/scout'), createWatch: jest.fn() }));
const create = jest.mocked(createWatch);

const WATCH: Watch = {
  id: 'w1', name: 'G06N 3/08', kind: 'cpc', query: null, cpc: 'G06N 3/08', number: null, digest: 'none',
  createdAt: '2026-11-27T10:00:00.000Z', lastSeenAt: '2026-11-27T10:00:00.000Z', newSinceLastVisit: 0, recent: [],
};

function renderForm() {
  const client = createTestQueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  render(<QueryClientProvider client={client}><NewWatchForm /></QueryClientProvider>);
  return { invalidate };
}
const symbol = () => screen.getByRole('textbox', { name: 'CPC symbol' });
const toasts = () => getDefaultStore().get(toastsAtom).map((t) => t.message);

afterEach(() => {
  getDefaultStore().get(toastsAtom).forEach((t) => removeToast(t.id));
  jest.resetAllMocks();
});

describe('NewWatchForm', () => {
  it('creates the watch, toasts, clears the form and refreshes the watches list', async () => {
    create.mockResolvedValue(WATCH);
    const { invalidate } = renderForm();
    fireEvent.change(symbol(), { target: { value: ' G06N 3/08 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add watch' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: scoutQueries.watches().queryKey }));
    expect(create).toHaveBeenCalledWith({ name: 'G06N 3/08', kind: 'cpc', cpc: 'G06N 3/08', digest: 'none' });
    expect(toasts()).toContain('Watching “G06N 3/08”.');
    expect(symbol()).toHaveValue('');
  });

  it('shows a refusal beside the field and keeps what was typed', async () => {
    create.mockRejectedValue(new ApiError(400, 'VALIDATION_FAILED', 'Your plan allows 5 watches per seat'));
    renderForm();
    fireEvent.change(symbol(), { target: { value: 'H04L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add watch' }));
    expect(await screen.findByText('Your plan allows 5 watches per seat')).toBeInTheDocument();
    expect(symbol()).toHaveValue('H04L');
  });
});
