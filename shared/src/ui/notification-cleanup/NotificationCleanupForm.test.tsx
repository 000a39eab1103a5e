/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { confirm, removeToast, toastsAtom, type ConfirmRequest } from '../../shell';
import { NotificationCleanupForm } from './NotificationCleanupForm';

jest.mock('../../shell', () => ({ ...jest.requireActual('../../shell'), confirm: jest.fn() }));
const cleanupNotifications = jest.fn<Promise<{ deleted: number }>, [number]>();
const CleanupCard = () => <NotificationCleanupForm whose="Every user's" cleanup={cleanupNotifications} />;
const ask = jest.mocked(confirm);
/** The host dialog's confirm button: runs onConfirm, as the host does. */
const confirmed = async (request?: ConfirmRequest) => {
  await request?.onConfirm?.('');
  return true;
};

const toasts = () => getDefaultStore().get(toastsAtom).map((t) => t.message);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Delete old notifications' }));

afterEach(() => {
  getDefaultStore().get(toastsAtom).forEach((t) => removeToast(t.id));
  jest.resetAllMocks();
});

describe('NotificationCleanupForm', () => {
  it('defaults to 30 days and deletes after a danger confirmation', async () => {
    ask.mockImplementation(confirmed);
    cleanupNotifications.mockResolvedValue({ deleted: 4 });
    render(<CleanupCard />);
    expect(screen.getByTestId('cleanup-days')).toHaveValue(30);
    submit();
    await waitFor(() => expect(toasts()).toContain('Deleted 4 notifications'));
    expect(ask.mock.calls[0]?.[0]).toMatchObject({ type: 'danger', title: 'Delete old notifications?', confirmText: 'Delete', message: "Every user's notifications older than 30 days will be deleted. This cannot be undone." });
    expect(cleanupNotifications).toHaveBeenCalledWith(30);
  });

  it('deletes nothing when cancelled', async () => {
    ask.mockResolvedValue(false);
    render(<CleanupCard />);
    submit();
    await waitFor(() => expect(ask).toHaveBeenCalled());
    expect(cleanupNotifications).not.toHaveBeenCalled();
  });

  it('refuses a number of days out of range without asking', () => {
    render(<CleanupCard />);
    fireEvent.change(screen.getByTestId('cleanup-days'), { target: { value: '0' } });
    submit();
    expect(screen.getByText('Enter a whole number of days from 1 to 3650.')).toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();
  });

  it('hands a failure to the dialog, which stays open to retry', async () => {
    let failure: unknown;
    ask.mockImplementation(async (request) => {
      failure = await request?.onConfirm?.('').catch((err: unknown) => err);
      return false;
    });
    cleanupNotifications.mockRejectedValue(new Error('offline'));
    render(<CleanupCard />);
    submit();
    await waitFor(() => expect(failure).toBeInstanceOf(Error));
    expect(toasts()).toEqual([]);
  });
});
