import { screen, within } from '@testing-library/react';
import { getLicenseDetail } from '@iprism/shared/api/account';
import { listApplicationPage } from '@iprism/shared/api/applications';
import { listAdminSupportTickets } from '@iprism/shared/api/support';
import type { ApplicationPage } from '@iprism/shared/contracts/applications';
import type { LicenseInfoDetail } from '@iprism/shared/contracts/account';
import { renderRoute } from '../testing/render-route';
import DashboardHome from './DashboardHome';

jest.mock('@iprism/shared/api/account', () => ({ ...jest.requireActual('@iprism/shared/api/account'), getLicenseDetail: jest.fn() }));
jest.mock('@iprism/shared/api/applications', () => ({ ...jest.requireActual('@iprism/shared/api/applications'), listApplicationPage: jest.fn() }));
jest.mock('@iprism/shared/api/support', () => ({ ...jest.requireActual('@iprism/shared/api/support'), listAdminSupportTickets: jest.fn() }));

const license = (licenseType: string | null, credits = 12): LicenseInfoDetail => ({ hasValidLicense: licenseType !== null, licenseType, source: 'user', organizationId: null, seats: null, startsAt: null, endsAt: null, credits });
const page = (total: number): ApplicationPage => ({ items: [], page: 1, pageSize: 1, total });
const areas = () => within(screen.getByTestId('home-areas')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('DashboardHome', () => {
  afterEach(() => jest.resetAllMocks());

  it('shows a Pilot user their areas with the applications in progress and the credits', async () => {
    jest.mocked(getLicenseDetail).mockResolvedValue(license('PilotLawFirmPro'));
    jest.mocked(listApplicationPage).mockImplementation(async (q) => page(q?.status === 'running' ? 2 : 1));
    renderRoute('/dashboard', <DashboardHome />);
    expect(await screen.findByTestId('home-status-patent')).toHaveTextContent('3 applications in progress');
    expect(areas()).toEqual(['Patent dashboard', 'Scout', 'Drafting', 'Acquisitions', 'Litigation', 'Translation', 'Subscription']);
    expect(screen.getByTestId('home-status-subscription')).toHaveTextContent('PilotLawFirmPro · 12 credits');
    expect(within(screen.getByTestId('home-area-patent')).getByRole('link')).toHaveAttribute('href', '/dashboard/patent');
    expect(listAdminSupportTickets).not.toHaveBeenCalled();
  });

  it('asks a Toolbox user nothing about applications, and tells a user without licence about the plans', async () => {
    jest.mocked(getLicenseDetail).mockResolvedValue(license('ToolboxLawFirmStandard', 1));
    const { unmount } = renderRoute('/dashboard', <DashboardHome />);
    expect(await screen.findByTestId('home-area-toolbox')).toBeInTheDocument();
    expect(screen.queryByTestId('home-area-patent')).not.toBeInTheDocument();
    expect(listApplicationPage).not.toHaveBeenCalled();
    unmount();

    jest.mocked(getLicenseDetail).mockResolvedValue(license(null, 0));
    renderRoute('/dashboard', <DashboardHome />);
    expect(await screen.findByTestId('home-no-licence')).toHaveTextContent('You have no active licence yet');
  });

  it('shows staff the tickets waiting', async () => {
    jest.mocked(getLicenseDetail).mockResolvedValue(license('iPrismAdmin'));
    jest.mocked(listApplicationPage).mockResolvedValue(page(0));
    jest.mocked(listAdminSupportTickets).mockResolvedValue([]);
    renderRoute('/dashboard', <DashboardHome />);
    expect(await screen.findByTestId('home-status-admin')).toHaveTextContent('No support tickets waiting');
    expect(listAdminSupportTickets).toHaveBeenCalledWith('open', expect.any(AbortSignal));
    expect(screen.getByTestId('home-status-patent')).toHaveTextContent('No applications in progress');
  });
});
