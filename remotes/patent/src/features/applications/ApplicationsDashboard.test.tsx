import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { ApiError } from '@iprism/shared/api';
import type { ApplicationRecord } from '@iprism/shared/contracts';
import { renderRoute } from '../../testing/render-route';
import { ApplicationsDashboard } from './ApplicationsDashboard';
import { listApplications, loadApplicationProgress } from './applications-api';

jest.mock('./applications-api', () => ({ listApplications: jest.fn(), loadApplicationProgress: jest.fn() }));

const render = (refreshKey?: number) => renderRoute('/dashboard/patent', <ApplicationsDashboard refreshKey={refreshKey} />);

const APPLICATION: ApplicationRecord = {
  id: 'app_1',
  title: 'Demo: Adaptive wind turbine blade pitch control',
  owner: { id: 'u_priya', name: 'Priya Pro' },
  organizationId: 'org_1',
  createdAt: '2026-03-02T10:00:00Z',
  stages: [],
  status: 'queued',
  files: [],
};

describe('ApplicationsDashboard', () => {
  beforeEach(() => jest.mocked(loadApplicationProgress).mockResolvedValue({ applicationId: 'app_1', stages: [] }));
  afterEach(() => jest.resetAllMocks());

  it('shows a loading state, then the empty state when there is nothing to show', async () => {
    jest.mocked(listApplications).mockResolvedValue([]);
    render();
    expect(screen.getByTestId('loading')).toHaveTextContent('Loading your applications…');
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
  });

  it('lists each application as a card with its owner and its live stages', async () => {
    jest.mocked(listApplications).mockResolvedValue([APPLICATION]);
    render();
    const card = await screen.findByRole('article', { name: APPLICATION.title });
    expect(within(card).getByTestId('application-meta')).toHaveTextContent(/^Priya Pro · created /);
    expect(await within(card).findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(loadApplicationProgress).toHaveBeenCalledWith('app_1', expect.any(AbortSignal));
    expect(within(card).getByRole('link', { name: `Open report: ${APPLICATION.title}` })).toHaveAttribute('href', '/dashboard/patent/analytics?applicationId=app_1');
  });

  it('loads again in the background when the refresh key changes (a new upload)', async () => {
    jest.mocked(listApplications).mockResolvedValueOnce([]).mockResolvedValueOnce([APPLICATION]);
    const view = render(0);
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    view.rerender(
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter>
          <ApplicationsDashboard refreshKey={1} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(await screen.findByRole('article', { name: APPLICATION.title })).toBeInTheDocument();
    expect(listApplications).toHaveBeenCalledTimes(2);
  });

  it('shows the error with a Retry that loads again', async () => {
    jest.mocked(listApplications).mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.')).mockResolvedValueOnce([]);
    render();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry loading your applications' }));
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
  });
});
