import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { ApiError } from '@iprism/shared/api/api-error';
import { assignApplication, getApplicationAssignments, unassignApplication } from '@iprism/shared/api/applications';
import type { ApplicationAssignments } from '@iprism/shared/contracts/applications';
import { removeToast, toastsAtom } from '@iprism/shared/shell';
import { REPORT } from '../../testing/report-fixture';
import { renderRoute } from '../../testing/render-route';
import { signInTestUser, signOutTestUser } from '../../testing/sign-in';
import { ClientSharingPanel } from './ClientSharingPanel';
import { ReportView } from './ReportView';

jest.mock('@iprism/shared/api/applications', () => ({
  ...jest.requireActual('@iprism/shared/api/applications'),
  getApplicationAssignments: jest.fn(),
  assignApplication: jest.fn(),
  unassignApplication: jest.fn(),
}));

const CASEY = { userId: 'u_casey', name: 'Casey Client', email: 'client@lawfirm.example' };
const DANA = { userId: 'u_dana', name: 'Dana Client', email: 'dana@client.example' };
const shared = (over: Partial<ApplicationAssignments> = {}): ApplicationAssignments => ({
  assignments: [{ ...CASEY, assignedAt: '2026-03-02T10:00:00.000Z' }],
  candidates: [DANA],
  ...over,
});
const store = getDefaultStore();
const toasts = () => store.get(toastsAtom).map((t) => `${t.type}: ${t.message}`);
const PATH = '/dashboard/patent/analytics';

describe('ClientSharingPanel', () => {
  afterEach(() => {
    jest.resetAllMocks();
    store.get(toastsAtom).forEach((t) => removeToast(t.id));
  });

  it('lists the clients the report is shared with', async () => {
    jest.mocked(getApplicationAssignments).mockResolvedValue(shared());
    renderRoute(PATH, <ClientSharingPanel applicationId="app_1" />);
    const panel = await screen.findByRole('region', { name: 'Shared with' });
    expect(getApplicationAssignments).toHaveBeenCalledWith('app_1', expect.any(AbortSignal));
    expect(within(panel).getByRole('list', { name: 'People this report is shared with' })).toHaveTextContent('Casey Clientclient@lawfirm.example');
  });

  it('assigns the chosen client, toasts and loads the shares again', async () => {
    jest.mocked(getApplicationAssignments).mockResolvedValueOnce(shared({ assignments: [] })).mockResolvedValueOnce(shared({ candidates: [] }));
    jest.mocked(assignApplication).mockResolvedValue({ ...DANA, assignedAt: '2026-03-02T11:00:00.000Z' });
    renderRoute(PATH, <ClientSharingPanel applicationId="app_1" />);
    expect(await screen.findByText("It is shared with no one yet: only its owner and the organisation's admins see it.")).toBeInTheDocument();
    const assign = screen.getByRole('button', { name: 'Share' });
    expect(assign).toBeDisabled();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Member or client' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dana Client (dana@client.example)' }));
    fireEvent.click(assign);
    await waitFor(() => expect(toasts()).toEqual(['success: Shared with Dana Client.']));
    expect(assignApplication).toHaveBeenCalledWith('app_1', 'u_dana');
    expect(getApplicationAssignments).toHaveBeenCalledTimes(2);
    // Nobody left to share with: the picker goes.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Share' })).toBeNull());
  });

  it('removes a client without confirmation and says so', async () => {
    jest.mocked(getApplicationAssignments).mockResolvedValueOnce(shared()).mockResolvedValueOnce(shared({ assignments: [], candidates: [CASEY, DANA] }));
    jest.mocked(unassignApplication).mockResolvedValue();
    renderRoute(PATH, <ClientSharingPanel applicationId="app_1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop sharing with Casey Client' }));
    await waitFor(() => expect(toasts()).toEqual(['success: Casey Client can no longer see this report.']));
    expect(unassignApplication).toHaveBeenCalledWith('app_1', 'u_casey');
    expect(await screen.findByText("It is shared with no one yet: only its owner and the organisation's admins see it.")).toBeInTheDocument();
  });

  it("shows the server's refusal in a toast", async () => {
    jest.mocked(getApplicationAssignments).mockResolvedValue(shared());
    jest.mocked(unassignApplication).mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Application not found'));
    renderRoute(PATH, <ClientSharingPanel applicationId="app_1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop sharing with Casey Client' }));
    await waitFor(() => expect(toasts()).toEqual(['error: Could not stop sharing with Casey Client: Application not found']));
  });

  it('hides itself from those the server does not let share', async () => {
    jest.mocked(getApplicationAssignments).mockRejectedValue(new ApiError(403, 'FORBIDDEN', 'Only members of the firm can share this application with clients.'));
    renderRoute(PATH, <ClientSharingPanel applicationId="app_1" />);
    await waitFor(() => expect(getApplicationAssignments).toHaveBeenCalled());
    await Promise.resolve();
    expect(screen.queryByTestId('report-sharing')).toBeNull();
  });
});

describe('ReportView for a client-portal user', () => {
  afterEach(() => {
    signOutTestUser();
    jest.resetAllMocks();
  });

  it('says the report was shared with them and asks nothing about sharing', () => {
    signInTestUser('client');
    renderRoute(PATH, <ReportView report={REPORT} />);
    expect(screen.getByTestId('report-client-note')).toHaveTextContent('Shared with you by your firm');
    expect(getApplicationAssignments).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /re-run|delete/i })).toBeNull();
  });

  it('shows firm members the sharing panel instead of the note', async () => {
    signInTestUser();
    jest.mocked(getApplicationAssignments).mockResolvedValue(shared());
    renderRoute(PATH, <ReportView report={REPORT} />);
    expect(await screen.findByRole('region', { name: 'Shared with' })).toBeInTheDocument();
    expect(screen.queryByTestId('report-client-note')).toBeNull();
  });
});
