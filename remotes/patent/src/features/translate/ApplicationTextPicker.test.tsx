import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@iprism/shared/api/api-error';
import { getReport, listApplicationPage } from '@iprism/shared/api/applications';
import { record, REPORT } from '../../testing/report-fixture';
import { renderRoute } from '../../testing/render-route';
import { ApplicationTextPicker } from './ApplicationTextPicker';

jest.mock('@iprism/shared/api/applications', () => ({ ...jest.requireActual('@iprism/shared/api/applications'), getReport: jest.fn(), listApplicationPage: jest.fn() }));

async function pick(label: string, option: string) {
  fireEvent.mouseDown(within(screen.getByText(label, { selector: 'label' }).parentElement as HTMLElement).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('ApplicationTextPicker', () => {
  afterEach(() => jest.resetAllMocks());

  it('loads the chosen part of the chosen application, or passes the failure on', async () => {
    jest.mocked(listApplicationPage).mockResolvedValue({ items: [record('app_1', { title: 'Turbine' })], page: 1, pageSize: 100, total: 1 });
    jest.mocked(getReport).mockResolvedValueOnce(REPORT).mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', 'The report was not found.'));
    const onText = jest.fn();
    const onError = jest.fn();
    renderRoute('/dashboard/patent/translate', <ApplicationTextPicker onText={onText} onError={onError} />);
    fireEvent.click(screen.getByTestId('translate-from-application'));
    expect(screen.getByRole('button', { name: 'Load' })).toBeDisabled();

    await pick('Application', 'Turbine');
    await pick('Part', 'Abstract');
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(onText).toHaveBeenCalledWith('A turbine adjusts its blades.'));
    expect(getReport).toHaveBeenCalledWith('app_1');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Load' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('The report was not found.'));
  });
});
