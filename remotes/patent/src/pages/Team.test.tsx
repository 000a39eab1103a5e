import { screen, within } from '@testing-library/react';
import { ApiError } from '@iprism/shared/api/api-error';
import { getTeamWorkload } from '@iprism/shared/api/organization';
import type { TeamWorkload } from '@iprism/shared/contracts/organizations';
import { renderRoute } from '../testing/render-route';
import Team from './Team';

jest.mock('@iprism/shared/api/organization', () => ({ ...jest.requireActual('@iprism/shared/api/organization'), getTeamWorkload: jest.fn() }));

const workload: TeamWorkload = {
  organization: { id: 'org_1', name: 'Harper & Lowe LLP', slug: 'harper-and-lowe-llp', adminId: 'u_pro', createdAt: '2026-01-01T00:00:00.000Z' },
  members: [
    { userId: 'u_pro', name: 'Pat Pro', email: 'pro@lawfirm.example', role: 'org:admin', clientPortal: false, applications: 3, inProgress: 0, failed: 0, assigned: 0, lastActivityAt: '2026-11-20T10:00:00.000Z' },
    { userId: 'u_std', name: 'Sam Standard', email: 'standard@lawfirm.example', role: 'org:member', clientPortal: false, applications: 2, inProgress: 1, failed: 1, assigned: 0, lastActivityAt: null },
    { userId: 'u_cli', name: 'Cleo Client', email: 'client@lawfirm.example', role: 'org:member', clientPortal: true, applications: 0, inProgress: 0, failed: 0, assigned: 2, lastActivityAt: null },
  ],
};

describe('Team', () => {
  afterEach(() => jest.resetAllMocks());

  it('shows the totals and each member, busiest first', async () => {
    jest.mocked(getTeamWorkload).mockResolvedValue(workload);
    renderRoute('/dashboard/patent/team', <Team />);
    expect(await screen.findByTestId('team-applications')).toHaveTextContent('5');
    expect(screen.getByTestId('team-in-progress')).toHaveTextContent('1');
    const rows = screen.getAllByTestId('team-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['Sam Standardstandard@lawfirm.example', 'Pat Propro@lawfirm.example', 'Cleo Clientclient@lawfirm.example']);
    expect(within(rows[2]!).getByText('Client portal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says when the team cannot be loaded and offers a retry', async () => {
    jest.mocked(getTeamWorkload).mockRejectedValue(new ApiError(403, 'FORBIDDEN', 'You do not have the required permissions for this page.'));
    renderRoute('/dashboard/patent/team', <Team />);
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry loading your team' })).toBeInTheDocument();
  });
});
