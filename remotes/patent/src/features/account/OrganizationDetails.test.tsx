import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@iprism/shared/api/api-error';
import { getCurrentOrganization, removeMember, resendInvitation } from '@iprism/shared/api/organization';
import type { AccountDetail, AccountOrganization } from '@iprism/shared/contracts/account';
import type { CurrentOrganization } from '@iprism/shared/contracts/organizations';
import { confirm, toast } from '@iprism/shared/shell';
import { renderRoute } from '../../testing/render-route';
import { OrganizationDetails, READ_ONLY_NOTE } from './OrganizationDetails';

jest.mock('@iprism/shared/api/organization', () => ({ ...jest.requireActual('@iprism/shared/api/organization'), getCurrentOrganization: jest.fn(), removeMember: jest.fn(), resendInvitation: jest.fn() }));
jest.mock('@iprism/shared/shell', () => ({
  ...jest.requireActual('@iprism/shared/shell'),
  // Stands in for the host's dialog: confirms at once and runs the action like the dialog would.
  confirm: jest.fn(async (request: { onConfirm?: (input: string) => Promise<void> }) => {
    await request.onConfirm?.('');
    return true;
  }),
}));

const PRIYA = 'u_priya';
const SAM = 'u_sam';
const CURRENT: CurrentOrganization = {
  organization: { id: 'org_1', name: 'Harper & Lowe LLP', slug: 'harper-lowe', adminId: PRIYA, createdAt: '2026-01-01T00:00:00Z' },
  members: [
    { id: PRIYA, name: 'Priya Pro', email: 'pro@lawfirm.example', role: 'org:admin', publicRole: null, permissions: [], joinedAt: '2026-01-01T00:00:00Z' },
    { id: SAM, name: 'Sam Standard', email: 'standard@lawfirm.example', role: 'org:member', publicRole: null, permissions: [], joinedAt: '2026-01-02T00:00:00Z' },
  ],
  invitations: [{ id: 'inv_1', email: 'new@lawfirm.example', role: 'org:member', clientPortal: false, createdAt: '2026-03-01T00:00:00Z', expiresAt: '2026-03-08T00:00:00Z' }],
};

const accountOf = (id: string): AccountDetail & { organizationId: AccountOrganization } => ({
  id,
  email: `${id}@lawfirm.example`,
  name: id,
  credits: 50,
  organizationId: { id: 'org_1', name: 'Harper & Lowe LLP', slug: 'harper-lowe', adminId: PRIYA, members: [{ userId: PRIYA, role: 'admin' }, { userId: SAM, role: 'member' }] },
});

const render = (accountId: string) => renderRoute('/account', <OrganizationDetails account={accountOf(accountId)} session={null} clientPortal={false} />);

describe('OrganizationDetails', () => {
  beforeEach(() => {
    jest.mocked(getCurrentOrganization).mockResolvedValue(CURRENT);
    jest.mocked(removeMember).mockResolvedValue(undefined);
  });
  afterEach(() => jest.clearAllMocks());

  it('gives the organisation admin the member controls and the invitations', async () => {
    render(PRIYA);
    const table = await screen.findByTestId('members-table');
    expect(within(table).getByRole('combobox', { name: 'Role of Sam Standard' })).toBeInTheDocument();
    expect(within(table).queryByRole('combobox', { name: 'Role of Priya Pro' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Remove Sam Standard' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Invite a colleague' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke invitation for new@lawfirm.example' })).toBeInTheDocument();
    expect(screen.queryByText(READ_ONLY_NOTE)).toBeNull();
  });

  it('shows a member the same people read-only, with the note', async () => {
    render(SAM);
    const table = await screen.findByTestId('members-table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).queryByRole('combobox')).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.getByText(READ_ONLY_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a colleague' })).toBeNull();
  });

  it('removes a member after a danger confirmation', async () => {
    render(PRIYA);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sam Standard' }));
    await waitFor(() => expect(screen.queryByText('Sam Standard')).toBeNull());
    expect(jest.mocked(confirm)).toHaveBeenCalledWith(expect.objectContaining({ type: 'danger', confirmText: 'Remove' }));
    expect(removeMember).toHaveBeenCalledWith(SAM);
  });

  it('resends an invitation: the row shows the new expiry, and a refusal is told', async () => {
    const success = jest.spyOn(toast, 'success');
    const error = jest.spyOn(toast, 'error');
    jest.mocked(resendInvitation).mockResolvedValueOnce({ ...CURRENT.invitations[0]!, expiresAt: '2026-03-20T00:00:00Z' });
    render(PRIYA);
    const row = await screen.findByTestId('invitation-row');
    const before = row.textContent;
    fireEvent.click(within(row).getByRole('button', { name: 'Resend invitation to new@lawfirm.example' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('A new invitation link has been sent to new@lawfirm.example.'));
    expect(resendInvitation).toHaveBeenCalledWith('inv_1');
    expect(screen.getByTestId('invitation-row').textContent).not.toBe(before);
    jest.mocked(resendInvitation).mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', 'No open invitation has this id.'));
    fireEvent.click(within(screen.getByTestId('invitation-row')).getByRole('button', { name: 'Resend invitation to new@lawfirm.example' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('No open invitation has this id.'));
    expect(within(screen.getByTestId('invitation-row')).getByRole('button', { name: 'Resend invitation to new@lawfirm.example' })).toBeEnabled();
  });

  it('offers a retry when the members cannot be loaded', async () => {
    jest.mocked(getCurrentOrganization).mockRejectedValueOnce(new Error('offline'));
    render(PRIYA);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry loading the members' }));
    expect(await screen.findByTestId('members-table')).toBeInTheDocument();
  });
});
