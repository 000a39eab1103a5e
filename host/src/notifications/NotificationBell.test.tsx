import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { deleteNotification, dismissNotification, listNotifications, restoreNotification, viewNotification } from '@iprism/shared/api/notifications';
import { notificationQueries } from '@iprism/shared/api/workspace-queries';
import type { Notification } from '@iprism/shared/contracts/notifications';
import { removeToast, toastsAtom } from '@iprism/shared/shell';
import { ThemeModeProvider } from '../app/ThemeModeProvider';
import { ConfirmDialogHost } from '../ui/ConfirmDialogHost';
import { NotificationBell, preloadNotificationPanel } from './NotificationBell';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/notifications', () => ({
  ...jest.requireActual('@iprism/shared/api/notifications'),
  listNotifications: jest.fn(),
  viewNotification: jest.fn(async () => undefined),
  dismissNotification: jest.fn(async () => undefined),
  restoreNotification: jest.fn(async () => undefined),
  deleteNotification: jest.fn(async () => undefined),
}));
const list = jest.mocked(listNotifications);

const NOW = Date.now();
const notification = (id: string, text: string, extra: Partial<Notification> = {}): Notification => ({
  id,
  iconName: null,
  color: null,
  text,
  viewed: false,
  dismissed: false,
  adminOnly: false,
  category: 'general',
  createdAt: new Date(NOW - 5 * 60_000).toISOString(),
  ...extra,
});
const REPORT = notification('n1', 'Report ready', { category: 'application-status' });
const SEATS = notification('n2', 'Two seats left', { category: 'license', createdAt: new Date(NOW - 3 * 3_600_000).toISOString() });
const OLD = notification('n3', 'Welcome aboard', { viewed: true, createdAt: new Date(NOW - 2 * 86_400_000).toISOString() });

const toastMessages = () => getDefaultStore().get(toastsAtom).map((t) => t.message);

let queryClient: QueryClient;

function renderBell() {
  queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <NotificationBell />
        <ConfirmDialogHost />
      </ThemeModeProvider>
    </QueryClientProvider>,
  );
}

/** The bridge loads the list in the app; here the test does. */
async function load() {
  await act(() => queryClient.fetchQuery(notificationQueries.list()).then(() => undefined, () => undefined));
  await waitFor(() => expect(bell().getAttribute('data-status')).toMatch(/ready|error/));
}

async function renderLoaded(items: Notification[]) {
  list.mockResolvedValueOnce(items);
  renderBell();
  await load();
}

const bell = () => screen.getByTestId('notification-bell');
function openPanel() {
  fireEvent.click(bell());
  return screen.getByRole('dialog', { name: 'Notifications' });
}
const item = (text: string) => screen.getAllByTestId('notification-item').find((el) => el.textContent?.includes(text)) as HTMLElement;

// The panel is its own chunk; the bell loads it when the pointer or the focus reaches it, before a click.
beforeAll(() => preloadNotificationPanel());

afterEach(() => {
  queryClient.clear();
  getDefaultStore().get(toastsAtom).forEach((t) => removeToast(t.id));
  jest.resetAllMocks();
});

describe('NotificationBell', () => {
  it('is named after the unviewed count, with the count as a badge', async () => {
    await renderLoaded([REPORT, SEATS, OLD]);
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
    expect(bell()).toHaveTextContent('2');
  });

  it('is plain "Notifications" with nothing unread, and holds no hidden "0" its name lacks', async () => {
    await renderLoaded([OLD]);
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(bell()).toHaveTextContent(/^$/);
  });

  it('lists the active notifications newest first, with category and relative time', async () => {
    await renderLoaded([OLD, SEATS, REPORT]);
    const panel = openPanel();
    const rows = within(panel).getAllByTestId('notification-item');
    expect(rows.map((r) => r.getAttribute('data-id'))).toEqual(['n1', 'n2', 'n3']);
    expect(rows[0]).toHaveTextContent('Unread Application notification: Report ready');
    expect(rows[0]).toHaveTextContent('5 min. ago');
    expect(rows[1]).toHaveTextContent('Licence notification');
    expect(rows[2]).toHaveTextContent('Read General notification: Welcome aboard');
  });

  it('marks a notification viewed when it is opened', async () => {
    await renderLoaded([REPORT, SEATS]);
    openPanel();
    fireEvent.click(within(item('Report ready')).getByTestId('notification-open'));
    await waitFor(() => expect(viewNotification).toHaveBeenCalledWith('n1'));
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
    expect(item('Report ready')).toHaveAttribute('data-viewed', 'true');
  });

  it('marks all as read, and rolls back the one whose call failed with the SPEC toast', async () => {
    jest.mocked(viewNotification).mockImplementation(async (id) => {
      if (id === 'n2') throw new Error('500');
    });
    await renderLoaded([REPORT, SEATS]);
    const panel = openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    // The button turns disabled at once: the focus moves to the current tab, so it stays in the panel.
    expect(within(panel).getByRole('tab', { name: 'Active (2)' })).toHaveFocus();
    await waitFor(() => expect(toastMessages()).toContain('Failed to mark notification as read'));
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
    expect(item('Two seats left')).toHaveAttribute('data-viewed', 'false');
  });

  it('dismisses to the Dismissed list and restores from it as viewed', async () => {
    await renderLoaded([REPORT]);
    const panel = openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Dismiss: Report ready' }));
    await waitFor(() => expect(dismissNotification).toHaveBeenCalledWith('n1'));
    expect(within(panel).getByTestId('notifications-empty')).toBeInTheDocument();
    expect(within(panel).getByRole('tab', { name: 'Active (0)' })).toHaveFocus();
    expect(bell()).toHaveAccessibleName('Notifications');

    fireEvent.click(within(panel).getByRole('tab', { name: 'Dismissed (1)' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Restore: Report ready' }));
    await waitFor(() => expect(restoreNotification).toHaveBeenCalledWith('n1'));
    fireEvent.click(within(panel).getByRole('tab', { name: 'Active (1)' }));
    expect(item('Report ready')).toHaveAttribute('data-viewed', 'true');
  });

  it('deletes only after the danger confirmation', async () => {
    await renderLoaded([REPORT]);
    const panel = openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete: Report ready' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete notification?' });
    expect(within(dialog).getByTestId('confirm-dialog-confirm')).toHaveAttribute('data-color', 'error');
    fireEvent.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(deleteNotification).toHaveBeenCalledWith('n1'));
    expect(within(panel).queryByTestId('notification-item')).toBeNull();
  });

  it('keeps the notification when the deletion is cancelled', async () => {
    await renderLoaded([REPORT]);
    const panel = openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete: Report ready' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete notification?' })).toBeNull());
    expect(deleteNotification).not.toHaveBeenCalled();
    expect(item('Report ready')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    await renderLoaded([]);
    expect(within(openPanel()).getByTestId('notifications-empty')).toHaveTextContent('no notifications');
  });

  it('shows the error state with a Retry after a failed load', async () => {
    list.mockRejectedValueOnce(new Error('offline'));
    renderBell();
    await load();
    const panel = openPanel();
    expect(within(panel).getByTestId('notifications-error')).toBeInTheDocument();

    list.mockResolvedValueOnce([REPORT]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('Report ready')).toBeInTheDocument();
  });
});
