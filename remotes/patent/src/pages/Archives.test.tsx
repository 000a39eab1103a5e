import { act, fireEvent, screen, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { ApiError } from '@iprism/shared/api/api-error';
import { deleteApplication, listApplicationPage, retryApplication } from '@iprism/shared/api/applications';
import type { ApplicationPage } from '@iprism/shared/contracts/applications';
import { acceptConfirm, cancelConfirm, confirmDialogAtom, removeToast, toastsAtom } from '@iprism/shared/shell';
import { record } from '../testing/report-fixture';
import { renderRoute } from '../testing/render-route';
import Archives from './Archives';

jest.mock('@iprism/shared/api/applications', () => ({
  ...jest.requireActual('@iprism/shared/api/applications'),
  listApplicationPage: jest.fn(),
  deleteApplication: jest.fn(),
  retryApplication: jest.fn(),
}));

const pageOf = (ids: string[], over: Partial<ApplicationPage> = {}): ApplicationPage => ({ items: ids.map((id) => record(id)), page: 1, pageSize: 20, total: ids.length, ...over });
const store = getDefaultStore();
const toasts = () => store.get(toastsAtom).map((t) => `${t.type}: ${t.message}`);
const rows = () => screen.getAllByTestId('archive-row').map((r) => r.getAttribute('data-application-id'));
const lastQuery = () => jest.mocked(listApplicationPage).mock.calls.at(-1)?.[0];
const ARCHIVES = '/dashboard/patent/archives';

describe('Archives', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.resetAllMocks();
    store.get(toastsAtom).forEach((t) => removeToast(t.id));
    act(() => cancelConfirm());
  });

  it('loads the page named in the URL and shows rows with status and stage dots', async () => {
    jest.mocked(listApplicationPage).mockResolvedValue(pageOf(['a1', 'a2'], { page: 2, pageSize: 10, total: 12 }));
    renderRoute(`${ARCHIVES}?page=2&pageSize=10&status=completed&q=wind`, <Archives />);
    expect(screen.getByTestId('loading')).toHaveTextContent('Loading your applications…');
    expect(await screen.findByRole('table', { name: 'Applications' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: 2, pageSize: 10, q: 'wind', status: 'completed', from: undefined, to: undefined });
    expect(rows()).toEqual(['a1', 'a2']);
    const row = screen.getAllByTestId('archive-row')[0]!;
    expect(within(row).getByTestId('status-chip')).toHaveTextContent('Completed');
    expect(within(row).getByText('a1.pdf')).toBeInTheDocument();
    expect(within(row).getAllByRole('listitem')).toHaveLength(6);
    expect(within(row).getByRole('link', { name: 'Open report: Application a1' })).toHaveAttribute('href', '/dashboard/patent/analytics?applicationId=a1');
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
  });

  it('pages on the server and keeps the page in the URL', async () => {
    jest.mocked(listApplicationPage).mockResolvedValueOnce(pageOf(['a1'], { total: 25 })).mockResolvedValueOnce(pageOf(['b1'], { page: 2, total: 25 }));
    renderRoute(ARCHIVES, <Archives />);
    await screen.findByTestId('archive-table');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByTestId('location-search')).toHaveTextContent('?page=2');
    await screen.findByText('Application b1');
    expect(lastQuery()).toMatchObject({ page: 2, pageSize: 20 });
  });

  it('debounces the search, writes it into the URL and starts again from page 1', async () => {
    jest.useFakeTimers();
    jest.mocked(listApplicationPage).mockResolvedValue(pageOf(['a1']));
    renderRoute(`${ARCHIVES}?page=3`, <Archives />);
    await act(async () => undefined);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search titles' }), { target: { value: 'gear' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search titles' }), { target: { value: 'gearbox' } });
    expect(listApplicationPage).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(400));
    expect(screen.getByTestId('location-search')).toHaveTextContent('?q=gearbox');
    expect(listApplicationPage).toHaveBeenCalledTimes(2);
    expect(lastQuery()).toMatchObject({ q: 'gearbox', page: 1 });
  });

  it('filters by status and dates through the URL', async () => {
    jest.mocked(listApplicationPage).mockResolvedValue(pageOf(['a1']));
    renderRoute(ARCHIVES, <Archives />);
    await screen.findByTestId('archive-table');
    fireEvent.mouseDown(within(screen.getByTestId('archive-status')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-01-01' } });
    expect(screen.getByTestId('location-search')).toHaveTextContent('?status=failed&from=2026-01-01');
    await act(async () => undefined);
    expect(lastQuery()).toMatchObject({ status: 'failed', from: '2026-01-01' });
  });

  it('deletes after a clearly destructive confirmation, then reloads and toasts', async () => {
    jest.mocked(listApplicationPage).mockResolvedValueOnce(pageOf(['a1', 'a2'])).mockResolvedValueOnce(pageOf(['a2']));
    jest.mocked(deleteApplication).mockResolvedValue(undefined);
    renderRoute(ARCHIVES, <Archives />);
    await screen.findByTestId('archive-table');
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Application a1' }));
    const dialog = store.get(confirmDialogAtom);
    expect(dialog.open).toBe(true);
    expect(dialog.request).toMatchObject({ type: 'danger', confirmText: 'Delete permanently', title: 'Delete this application?' });
    expect(dialog.request.message).toContain('cannot be undone');
    expect(deleteApplication).not.toHaveBeenCalled();

    await act(async () => acceptConfirm());
    expect(deleteApplication).toHaveBeenCalledWith('a1');
    expect(await screen.findByText('Application a2')).toBeInTheDocument();
    expect(screen.queryByText('Application a1')).toBeNull();
    expect(toasts()).toContain('success: “Application a1” was deleted.');
  });

  it('does nothing when the deletion is cancelled', async () => {
    jest.mocked(listApplicationPage).mockResolvedValue(pageOf(['a1']));
    renderRoute(ARCHIVES, <Archives />);
    await screen.findByTestId('archive-table');
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Application a1' }));
    await act(async () => cancelConfirm());
    expect(deleteApplication).not.toHaveBeenCalled();
    expect(listApplicationPage).toHaveBeenCalledTimes(1);
  });

  it('re-runs with a toast, and toasts a refusal', async () => {
    jest.mocked(listApplicationPage).mockResolvedValue(pageOf(['a1']));
    jest.mocked(retryApplication).mockResolvedValueOnce({ id: 'a1' }).mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'It is still running.'));
    renderRoute(ARCHIVES, <Archives />);
    await screen.findByTestId('archive-table');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Re-run: Application a1' })));
    expect(retryApplication).toHaveBeenCalledWith('a1');
    expect(toasts()).toContain('success: Re-run started for “Application a1”.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Re-run: Application a1' })));
    expect(toasts()).toContain('error: “Application a1” could not be re-run: It is still running.');
  });

  it('shows the empty state, the no-match state and the error state', async () => {
    jest.mocked(listApplicationPage).mockResolvedValueOnce(pageOf([]));
    const first = renderRoute(ARCHIVES, <Archives />);
    expect(await screen.findByTestId('archive-empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload an application' })).toHaveAttribute('href', '/dashboard/patent');
    first.unmount();

    jest.mocked(listApplicationPage).mockResolvedValueOnce(pageOf([])).mockResolvedValueOnce(pageOf(['a1']));
    const second = renderRoute(`${ARCHIVES}?q=zzz`, <Archives />);
    expect(await screen.findByTestId('archive-no-match')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByTestId('archive-table')).toBeInTheDocument();
    expect(screen.getByTestId('location-search')).toBeEmptyDOMElement();
    second.unmount();

    jest.mocked(listApplicationPage).mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'x')).mockResolvedValueOnce(pageOf(['a1']));
    renderRoute(ARCHIVES, <Archives />);
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry loading your applications' }));
    expect(await screen.findByTestId('archive-table')).toBeInTheDocument();
  });
});
