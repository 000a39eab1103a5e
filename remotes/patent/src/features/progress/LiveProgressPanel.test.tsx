import type { ReactElement } from 'react';
import { act, fireEvent, render as renderDom, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@iprism/shared/api/api-error';
import { getApplication, retryApplication } from '@iprism/shared/api/applications';
import type { ApplicationFull } from '@iprism/shared/contracts/applications';
import type { ProgressSnapshot, StageSnapshot } from '@iprism/shared/contracts/progress';
import { getSocketClient, progressAtoms } from '@iprism/shared/realtime';
import { LiveProgressPanel } from './LiveProgressPanel';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/applications', () => ({ ...jest.requireActual('@iprism/shared/api/applications'), getApplication: jest.fn(), retryApplication: jest.fn() }));

const render = (ui: ReactElement) => renderDom(<QueryClientProvider client={createTestQueryClient()}>{ui}</QueryClientProvider>);
/** The stored progress GET /api/applications/{id} answers. */
const answers = (snapshot: ProgressSnapshot) => ({ progress: snapshot }) as unknown as ApplicationFull;
const storedProgress = (snapshot: ProgressSnapshot) => jest.mocked(getApplication).mockResolvedValueOnce(answers(snapshot));

/** The page's own progress store, the one the panel reads: presetting it is what a socket update does. */
const publish = (payload: Record<string, unknown>) => act(() => void getSocketClient().store.set(progressAtoms.applyProgressAtom, payload));

const stage = (applicationId: string, s: Partial<StageSnapshot> & Pick<StageSnapshot, 'stage' | 'timestamp'>): StageSnapshot => ({
  applicationId,
  progress: 0,
  message: '',
  final: false,
  error: false,
  errorMessage: null,
  errorType: null,
  tasks: {},
  ...s,
});

const bar = (name: string) => screen.getByRole('progressbar', { name });
const row = (stageKey: string) => screen.getByTestId(`stage-${stageKey}`);

describe('LiveProgressPanel', () => {
  beforeEach(() => jest.mocked(getApplication).mockReset());

  it('shows a loading state until the stored progress is in, then the six stages in pipeline order', async () => {
    let answer: (s: ProgressSnapshot) => void = () => undefined;
    jest.mocked(getApplication).mockReturnValueOnce(new Promise<ApplicationFull>((resolve) => (answer = (s) => resolve(answers(s)))));
    render(<LiveProgressPanel applicationId="app-order" />);
    expect(screen.getByTestId('live-progress-loading')).toHaveTextContent('Loading progress…');
    expect(getApplication).toHaveBeenCalledWith('app-order', expect.any(AbortSignal));

    await act(async () => answer({ applicationId: 'app-order', stages: [] }));
    const names = within(await screen.findByRole('list', { name: 'Stages' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Upload', 'Report', 'Prior art', 'IDS analysis', 'IDS transformation', 'IDS classification']);
    for (const name of names) expect(bar(`${name} progress`)).toHaveAttribute('aria-valuenow', '0');
    expect(within(row('upload')).getByTestId('stage-state')).toHaveTextContent('Waiting');
  });

  it('renders the seeded and preset state: done, running with elapsed time and tasks, failed with its error type', async () => {
    const id = 'app-states';
    const now = Date.now();
    // Preset before mounting, as a socket update that came first would have left it.
    publish({ applicationId: id, stage: 'idsAnalysis', progress: -1, message: 'Model timed out', task: { id: 'ids-1', type: 'model_timeout' } });
    const snapshot: ProgressSnapshot = {
      applicationId: id,
      stages: [
        stage(id, { stage: 'upload', progress: 100, final: true, message: 'Uploaded', timestamp: now - 600_000 }),
        stage(id, {
          stage: 'priorArt',
          progress: 45,
          message: 'Searching patent databases',
          timestamp: now - 5_000,
          tasks: {
            search: { progress: 45, message: 'Searching patent databases', type: 'search', timestamp: now - 5_000 },
            epo: { progress: 20, message: 'EPO full text', type: 'subtask', timestamp: now - 65_500 },
          },
        }),
      ],
    };
    storedProgress(snapshot);
    render(<LiveProgressPanel applicationId={id} />);

    expect(await screen.findByTestId('live-progress')).toBeInTheDocument();
    expect(row('upload')).toHaveAttribute('data-state', 'done');
    expect(bar('Upload progress')).toHaveAttribute('aria-valuenow', '100');
    expect(within(row('upload')).getByTestId('stage-message')).toHaveTextContent('Uploaded');

    expect(row('priorArt')).toHaveAttribute('data-state', 'running');
    expect(bar('Prior art progress')).toHaveAttribute('aria-valuenow', '45');
    expect(within(row('priorArt')).getByTestId('stage-percent')).toHaveTextContent('45 %');
    expect(within(row('priorArt')).getByTestId('stage-state')).toHaveTextContent('Running');
    // From the first time seen: the subtask under way since 65.5 s ago.
    expect(within(row('priorArt')).getByTestId('stage-elapsed')).toHaveTextContent('Running for 1:05');
    expect(within(row('upload')).queryByTestId('stage-elapsed')).toBeNull();

    expect(row('idsAnalysis')).toHaveAttribute('data-state', 'failed');
    expect(within(row('idsAnalysis')).getByTestId('stage-error')).toHaveTextContent('Model timed out');
    expect(within(row('idsAnalysis')).getByTestId('stage-error-type')).toHaveTextContent('Error type: model_timeout');
    expect(bar('IDS analysis progress')).toHaveAttribute('aria-valuenow', '0');

    const toggle = within(row('priorArt')).getByRole('button', { name: 'Show 2 tasks' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Prior art tasks' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const tasks = within(screen.getByRole('table', { name: 'Prior art tasks' })).getAllByTestId('stage-task');
    expect(tasks.map((t) => Array.from(t.querySelectorAll('td'), (td) => td.textContent))).toEqual([
      ['epo', 'subtask', '20 %', 'EPO full text'],
      ['search', 'search', '45 %', 'Searching patent databases'],
    ]);
  });

  it('follows live updates without a reload', async () => {
    const id = 'app-live';
    storedProgress({ applicationId: id, stages: [] });
    render(<LiveProgressPanel applicationId={id} />);
    await screen.findByTestId('live-progress');

    publish({ applicationId: id, stage: 'report', progress: 60, message: 'Writing claims analysis' });
    expect(bar('Report progress')).toHaveAttribute('aria-valuenow', '60');
    expect(within(row('report')).getByTestId('stage-message')).toHaveTextContent('Writing claims analysis');

    publish({ applicationId: id, stage: 'report', progress: 100, message: 'Report ready', final: true });
    expect(row('report')).toHaveAttribute('data-state', 'done');
    expect(within(row('report')).getByTestId('stage-state')).toHaveTextContent('Done');
  });

  it('says when the stored progress could not be loaded, still shows the live state and retries', async () => {
    const id = 'app-error';
    publish({ applicationId: id, stage: 'upload', progress: 30, message: 'Uploading' });
    jest.mocked(getApplication).mockRejectedValueOnce(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Service Unavailable'));
    storedProgress({ applicationId: id, stages: [] });
    render(<LiveProgressPanel applicationId={id} />);

    expect(await screen.findByTestId('live-progress-error')).toHaveTextContent('Live updates still show here.');
    expect(bar('Upload progress')).toHaveAttribute('aria-valuenow', '30');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByTestId('live-progress-error')).toBeNull());
    expect(getApplication).toHaveBeenCalledTimes(2);
  });

  it('offers Retry on a failed stage and re-runs the application from it', async () => {
    const id = 'app-retry';
    jest.mocked(retryApplication).mockResolvedValue({ id } as never);
    publish({ applicationId: id, stage: 'report', progress: -1, message: 'Text extraction failed', task: { id: 'report-error', type: 'extraction_error' } });
    storedProgress({ applicationId: id, stages: [] });
    render(<LiveProgressPanel applicationId={id} />);
    await screen.findByTestId('live-progress');
    expect(within(row('priorArt')).queryByTestId('stage-retry')).toBeNull();
    fireEvent.click(within(row('report')).getByRole('button', { name: 'Retry Report' }));
    await waitFor(() => expect(retryApplication).toHaveBeenCalledWith(id));
  });
});
