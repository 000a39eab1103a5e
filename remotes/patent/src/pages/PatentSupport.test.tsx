import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listMySupportTickets, openSupportTicket } from '@iprism/shared/api/support';
import type { SupportTicket } from '@iprism/shared/contracts/support';
import { logger } from '@iprism/shared/logger';
import { renderRoute } from '../testing/render-route';
import PatentSupport from './PatentSupport';

jest.mock('@iprism/shared/api/support', () => ({ ...jest.requireActual('@iprism/shared/api/support'), listMySupportTickets: jest.fn(), openSupportTicket: jest.fn() }));
jest.mock('../features/support/diagnostics', () => ({ ...jest.requireActual('../features/support/diagnostics'), loadAppVersions: jest.fn(async () => ({ host: '2.0.0', patent: '2.0.1' })) }));

const FORM_TEST_MS = 20_000;
const ANSWERED: SupportTicket = {
  id: 'tkt_1',
  category: 'reports',
  subject: 'Fee table looks wrong',
  message: 'The excess claims fee is missing.',
  pagePath: '/dashboard/patent/analytics?applicationId=a1',
  hasDiagnostics: false,
  status: 'answered',
  createdAt: '2026-05-01T10:00:00.000Z',
  replies: [{ id: 'rpl_1', message: 'Dependent claims count once each; see 37 CFR 1.75(c).', authorName: 'Avery Admin', createdAt: '2026-05-01T11:00:00.000Z' }],
};

async function fillForm(subject: string) {
  fireEvent.mouseDown(within(screen.getByTestId('support-category')).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: 'Uploads' }));
  fireEvent.change(screen.getByTestId('support-subject'), { target: { value: subject } });
  fireEvent.change(screen.getByTestId('support-message'), { target: { value: 'The scanned PDF gives an empty report.' } });
}

describe('PatentSupport', () => {
  afterEach(() => jest.clearAllMocks());

  it('lists the user’s tickets with the answers, or says there are none', async () => {
    jest.mocked(listMySupportTickets).mockResolvedValueOnce([ANSWERED]);
    const { unmount } = renderRoute('/dashboard/patent/support', <PatentSupport />);
    const ticket = await screen.findByTestId('ticket');
    expect(ticket).toHaveTextContent('Answered');
    expect(within(ticket).getByTestId('ticket-reply')).toHaveTextContent('Avery Admin, iPrism support');
    unmount();
    jest.mocked(listMySupportTickets).mockResolvedValueOnce([]);
    renderRoute('/dashboard/patent/support', <PatentSupport />);
    expect(await screen.findByTestId('tickets-empty')).toBeInTheDocument();
  });

  it('sends the page it came from, and the bundle only with consent', async () => {
    // The server's list: what was sent, newest first.
    const server: SupportTicket[] = [];
    jest.mocked(listMySupportTickets).mockImplementation(async () => [...server]);
    jest.mocked(openSupportTicket).mockImplementation(async (t) => {
      const ticket: SupportTicket = { ...ANSWERED, id: `tkt_${t.subject}`, subject: t.subject, status: 'open', replies: [], hasDiagnostics: t.diagnostics !== null };
      server.unshift(ticket);
      return ticket;
    });
    logger.error('api', 'Upload failed: 413', { token: 'never-sent' });
    renderRoute('/dashboard/patent/support?from=/dashboard/patent/archives', <PatentSupport />);
    await screen.findByTestId('tickets-empty');
    expect(screen.getByTestId('support-page')).toHaveValue('/dashboard/patent/archives');

    await fillForm('Without consent');
    fireEvent.click(screen.getByTestId('support-submit'));
    expect(await screen.findByText('Without consent')).toBeInTheDocument();
    await waitFor(() => expect(listMySupportTickets).toHaveBeenCalledTimes(2));
    expect(openSupportTicket).toHaveBeenLastCalledWith({ category: 'uploads', subject: 'Without consent', message: 'The scanned PDF gives an empty report.', pagePath: '/dashboard/patent/archives', diagnostics: null });

    await fillForm('With consent');
    fireEvent.click(screen.getByTestId('support-consent'));
    fireEvent.click(screen.getByTestId('support-submit'));
    expect(await screen.findByText('With consent')).toBeInTheDocument();
    const sent = jest.mocked(openSupportTicket).mock.calls.at(-1)?.[0];
    expect(sent?.diagnostics).toMatchObject({ appVersions: { host: '2.0.0', patent: '2.0.1' }, theme: 'light' });
    expect(sent?.diagnostics?.logEntries.at(-1)).toMatchObject({ level: 'error', category: 'api', message: 'Upload failed: 413' });
    expect(JSON.stringify(sent)).not.toContain('never-sent');
  }, FORM_TEST_MS);

  it('names what is missing before sending', async () => {
    jest.mocked(listMySupportTickets).mockResolvedValue([]);
    renderRoute('/dashboard/patent/support', <PatentSupport />);
    await screen.findByTestId('tickets-empty');
    fireEvent.click(screen.getByTestId('support-submit'));
    expect(await screen.findByText('Please choose what your request is about.')).toBeInTheDocument();
    expect(screen.getByText('Please add a short subject.')).toBeInTheDocument();
    expect(openSupportTicket).not.toHaveBeenCalled();
  }, FORM_TEST_MS);
});
