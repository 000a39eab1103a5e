import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { deleteWatch, updateWatch } from '@iprism/shared/api/scout';
import { scoutQueries } from '@iprism/shared/api/scout-queries';
import type { Watch, WatchList } from '@iprism/shared/contracts/scout';
import { acceptConfirm, removeToast, toastsAtom } from '@iprism/shared/shell';
import { WatchCard } from './WatchCard';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/scout', () => ({ ...jest.requireActual('@iprism/shared/api/scout'), updateWatch: jest.fn(), deleteWatch: jest.fn() }));
const update = jest.mocked(updateWatch);
const remove = jest.mocked(deleteWatch);

const WATCH: Watch = {
  id: 'w1', name: 'G06N 3/08', kind: 'cpc', query: null, cpc: 'G06N 3/08', number: null, digest: 'none',
  createdAt: '2026-11-27T10:00:00.000Z', lastSeenAt: '2026-11-27T10:00:00.000Z', newSinceLastVisit: 2, recent: [],
};
const OTHER: Watch = { ...WATCH, id: 'w2', name: 'H04L', cpc: 'H04L' };

function renderCard() {
  const client = createTestQueryClient();
  client.setQueryData<WatchList>(scoutQueries.watches().queryKey, { watches: [WATCH, OTHER], limit: 5 });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WatchCard watch={WATCH} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { cached: () => client.getQueryData<WatchList>(scoutQueries.watches().queryKey)?.watches };
}
const toasts = () => getDefaultStore().get(toastsAtom).map((t) => t.message);

afterEach(() => {
  getDefaultStore().get(toastsAtom).forEach((t) => removeToast(t.id));
  jest.resetAllMocks();
});

describe('WatchCard', () => {
  it('marks the documents seen when opened and puts the server’s watch into the cached list', async () => {
    update.mockResolvedValue({ ...WATCH, newSinceLastVisit: 0 });
    const { cached } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Show documents' }));
    await waitFor(() => expect(cached()?.[0]?.newSinceLastVisit).toBe(0));
    expect(update).toHaveBeenCalledWith('w1', { seen: true });
    expect(cached()?.[1]).toEqual(OTHER);
  });

  it('toasts a refused change', async () => {
    update.mockRejectedValue(new Error('boom'));
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Show documents' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
  });

  it('deletes after confirmation and drops the watch from the cached list', async () => {
    remove.mockResolvedValue(undefined);
    const { cached } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () => acceptConfirm());
    expect(remove).toHaveBeenCalledWith('w1');
    expect(cached()).toEqual([OTHER]);
    expect(toasts()).toContain('Watch deleted.');
  });
});
