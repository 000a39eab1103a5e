import type { ReactElement } from 'react';
import { fireEvent, render as renderDom, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { listAdminOrganizations, sendAdminNotification } from '@iprism/shared/api/admin-notifications';
import { ApiError } from '@iprism/shared/api/api-error';
import { removeToast, toastsAtom } from '@iprism/shared/shell';
import { SendNotificationCard } from './SendNotificationCard';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/admin-notifications', () => ({ ...jest.requireActual('@iprism/shared/api/admin-notifications'), sendAdminNotification: jest.fn(), listAdminOrganizations: jest.fn() }));
const send = jest.mocked(sendAdminNotification);

/** With a fresh query cache per test. */
const render = (ui: ReactElement) => renderDom(<QueryClientProvider client={createTestQueryClient()}>{ui}</QueryClientProvider>);

const toasts = () => getDefaultStore().get(toastsAtom).map((t) => t.message);
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send notification' }));

afterEach(() => {
  getDefaultStore().get(toastsAtom).forEach((t) => removeToast(t.id));
  jest.resetAllMocks();
});

describe('SendNotificationCard', () => {
  it('sends to a user by e-mail and toasts how many received it', async () => {
    send.mockResolvedValue({ sent: 1 });
    render(<SendNotificationCard />);
    type('send-email', 'pro@lawfirm.example');
    type('send-text', 'Maintenance tonight');
    fireEvent.click(screen.getByRole('switch', { name: 'Admins only' }));
    submit();
    await waitFor(() => expect(toasts()).toContain('Sent to 1 user'));
    expect(send).toHaveBeenCalledWith({ audience: { kind: 'user', email: 'pro@lawfirm.example' }, text: 'Maintenance tonight', category: 'general', adminOnly: true });
    expect(screen.getByTestId('send-text')).toHaveValue('');
  });

  it('shows what is missing next to each field and sends nothing', () => {
    render(<SendNotificationCard />);
    submit();
    expect(screen.getByText('Please enter the e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the notification text.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('picks an organisation from the staff list', async () => {
    jest.mocked(listAdminOrganizations).mockResolvedValue([{ id: 'org_1', name: 'Harper & Lowe LLP', slug: 'harper-lowe', memberCount: 3 }]);
    send.mockResolvedValue({ sent: 3 });
    render(<SendNotificationCard />);
    fireEvent.click(screen.getByRole('radio', { name: 'An organization' }));
    await waitFor(() => expect(screen.queryByText('Loading organizations…')).toBeNull());
    fireEvent.mouseDown(within(screen.getByTestId('send-organization')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Harper & Lowe LLP (3 members)' }));
    type('send-text', 'Policy update');
    submit();
    await waitFor(() => expect(toasts()).toContain('Sent to 3 users'));
    expect(send.mock.calls[0]?.[0]).toMatchObject({ audience: { kind: 'organization', organizationId: 'org_1' } });
  });

  it('sends to everyone without an e-mail field', async () => {
    send.mockResolvedValue({ sent: 12 });
    render(<SendNotificationCard />);
    fireEvent.click(screen.getByRole('radio', { name: 'Everyone' }));
    expect(screen.queryByTestId('send-email')).toBeNull();
    type('send-text', 'Hello all');
    submit();
    await waitFor(() => expect(toasts()).toContain('Sent to 12 users'));
  });

  it("shows the server's answer when the send is refused", async () => {
    send.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'No account uses this e-mail address.'));
    render(<SendNotificationCard />);
    type('send-email', 'nobody@firm.example');
    type('send-text', 'Hi');
    submit();
    expect(await screen.findByTestId('send-error')).toHaveTextContent('No account uses this e-mail address.');
  });
});
