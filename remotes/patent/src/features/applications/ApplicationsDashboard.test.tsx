import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@iprism/shared/api/api-error';
import { getApplication, listApplicationPage } from '@iprism/shared/api/applications';
import { applicationQueries } from '@iprism/shared/api/applications-queries';
import type { ApplicationFull, ApplicationPage, ApplicationRecord } from '@iprism/shared/contracts/applications';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';
import { renderRoute } from '../../testing/render-route';
import { ApplicationsDashboard } from './ApplicationsDashboard';

jest.mock('@iprism/shared/api/applications', () => ({ ...jest.requireActual('@iprism/shared/api/applications'), listApplicationPage: jest.fn(), getApplication: jest.fn() }));

const render = (queryClient = createTestQueryClient()) => renderRoute('/dashboard/patent', <ApplicationsDashboard />, queryClient);
const page = (items: ApplicationRecord[]): ApplicationPage => ({ items, total: items.length, page: 1, pageSize: 100 }) as ApplicationPage;

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
  beforeEach(() => jest.mocked(getApplication).mockResolvedValue({ progress: { applicationId: 'app_1', stages: [] } } as unknown as ApplicationFull));
  afterEach(() => jest.resetAllMocks());

  it('shows a loading state, then the empty state when there is nothing to show', async () => {
    jest.mocked(listApplicationPage).mockResolvedValue(page([]));
    render();
    expect(screen.getByTestId('loading')).toHaveTextContent('Loading your applications…');
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(listApplicationPage).toHaveBeenCalledWith({ pageSize: 100 }, expect.any(AbortSignal));
  });

  it('lists each application as a card with its owner and its live stages', async () => {
    jest.mocked(listApplicationPage).mockResolvedValue(page([APPLICATION]));
    render();
    const card = await screen.findByRole('article', { name: APPLICATION.title });
    expect(within(card).getByTestId('application-meta')).toHaveTextContent(/^Priya Pro · created /);
    expect(await within(card).findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(getApplication).toHaveBeenCalledWith('app_1', expect.any(AbortSignal));
    expect(within(card).getByRole('link', { name: `Open report: ${APPLICATION.title}` })).toHaveAttribute('href', '/dashboard/patent/analytics?applicationId=app_1');
  });

  it('loads again in the background when the lists are invalidated (a new upload), keeping the list shown', async () => {
    const queryClient = createTestQueryClient();
    jest.mocked(listApplicationPage).mockResolvedValueOnce(page([])).mockResolvedValueOnce(page([APPLICATION]));
    render(queryClient);
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    void queryClient.invalidateQueries({ queryKey: applicationQueries.pages() });
    expect(screen.queryByTestId('loading')).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: APPLICATION.title })).toBeInTheDocument();
    await waitFor(() => expect(listApplicationPage).toHaveBeenCalledTimes(2));
  });

  it('shows the error with a Retry that loads again', async () => {
    jest.mocked(listApplicationPage).mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.')).mockResolvedValueOnce(page([]));
    render();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry loading your applications' }));
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
  });
});
