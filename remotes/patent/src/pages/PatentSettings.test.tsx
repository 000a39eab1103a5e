import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@iprism/shared/api/api-error';
import { DEFAULT_PATENT_SETTINGS } from '@iprism/shared/contracts/patent-settings';
import { loadPatentSettings, savePatentSettings } from '@iprism/shared/api/patent-settings';
import { renderRoute } from '../testing/render-route';
import PatentSettings from './PatentSettings';

jest.mock('@iprism/shared/api/patent-settings', () => ({ ...jest.requireActual('@iprism/shared/api/patent-settings'), loadPatentSettings: jest.fn(), savePatentSettings: jest.fn() }));

const open = () => renderRoute('/dashboard/patent/settings', <PatentSettings />);

// A form of some thirty MUI controls: slow to render in jsdom on a busy machine.
const FORM_TEST_MS = 20_000;

describe('PatentSettings', () => {
  afterEach(() => jest.resetAllMocks());

  it('shows the saved settings and saves a change whole', async () => {
    jest.mocked(loadPatentSettings).mockResolvedValue({ ...DEFAULT_PATENT_SETTINGS, priorArt: { resultCount: 15, publishedAfter: '2001-01-01', publishedBefore: null } });
    jest.mocked(savePatentSettings).mockImplementation(async (s) => s);
    open();
    const count = await screen.findByTestId('settings-result-count');
    expect(count).toHaveValue(15);
    expect(screen.getByTestId('settings-published-after')).toHaveValue('2001-01-01');

    fireEvent.click(screen.getByRole('checkbox', { name: 'JSON data' }));
    fireEvent.click(screen.getByTestId('settings-notify-security'));
    fireEvent.click(screen.getByTestId('settings-save'));
    await screen.findByTestId('settings-save');
    expect(savePatentSettings).toHaveBeenCalledWith({
      ...DEFAULT_PATENT_SETTINGS,
      priorArt: { resultCount: 15, publishedAfter: '2001-01-01', publishedBefore: null },
      exportFormats: ['pdf'],
      notifications: { ...DEFAULT_PATENT_SETTINGS.notifications, security: false },
    });
  }, FORM_TEST_MS);

  it('checks the form before sending and names each problem', async () => {
    jest.mocked(loadPatentSettings).mockResolvedValue(DEFAULT_PATENT_SETTINGS);
    open();
    fireEvent.change(await screen.findByTestId('settings-result-count'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'PDF report' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'JSON data' }));
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Show at least 5 results.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one export format.')).toBeInTheDocument();
    expect(savePatentSettings).not.toHaveBeenCalled();
  }, FORM_TEST_MS);

  it('offers a retry when the settings cannot be loaded', async () => {
    jest.mocked(loadPatentSettings).mockRejectedValueOnce(new ApiError(503, 'SERVICE_UNAVAILABLE', 'The service is unavailable.')).mockResolvedValueOnce(DEFAULT_PATENT_SETTINGS);
    open();
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry loading your settings' }));
    expect(await screen.findByTestId('settings-result-count')).toHaveValue(20);
  }, FORM_TEST_MS);
});
