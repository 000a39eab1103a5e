import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@iprism/shared/api/api-error';
import { replyToSupportTicket } from '@iprism/shared/api/support';
import { supportQueries } from '@iprism/shared/api/workspace-queries';
import type { AdminSupportTicket } from '@iprism/shared/contracts/support';
import { ReplyForm } from './ReplyForm';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/support', () => ({ ...jest.requireActual('@iprism/shared/api/support'), replyToSupportTicket: jest.fn() }));
const reply = jest.mocked(replyToSupportTicket);

const TICKET: AdminSupportTicket = {
  id: 't1', category: 'billing', subject: 'Invoice address', message: 'Please change it.', pagePath: '/dashboard/subscription', hasDiagnostics: false,
  status: 'open', createdAt: '2026-11-20T10:00:00.000Z', replies: [], userEmail: 'pro@lawfirm.example', userName: 'Priya Pro', diagnostics: null,
};

function renderForm() {
  const client = createTestQueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  render(<QueryClientProvider client={client}><ReplyForm ticket={TICKET} /></QueryClientProvider>);
  return { invalidate };
}
const answer = (text: string) => fireEvent.change(screen.getByTestId('ticket-answer'), { target: { value: text } });
const send = () => fireEvent.click(screen.getByTestId('ticket-answer-send'));

afterEach(() => jest.resetAllMocks());

describe('ReplyForm', () => {
  it('sends the answer, empties the box and refreshes every ticket list', async () => {
    reply.mockResolvedValue({ ...TICKET, status: 'answered' });
    const { invalidate } = renderForm();
    answer('Done: the next invoice has the new address.');
    send();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: supportQueries.all }));
    expect(reply).toHaveBeenCalledWith('t1', 'Done: the next invoice has the new address.');
    expect(screen.getByTestId('ticket-answer')).toHaveValue('');
  });

  it('says what is missing and sends nothing', () => {
    renderForm();
    send();
    expect(screen.getByText('Please write an answer.')).toBeInTheDocument();
    expect(reply).not.toHaveBeenCalled();
  });

  it('keeps the answer and shows the refusal', async () => {
    reply.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Ticket not found'));
    renderForm();
    answer('Hello again');
    send();
    expect(await screen.findByText('Ticket not found')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-answer')).toHaveValue('Hello again');
  });
});
