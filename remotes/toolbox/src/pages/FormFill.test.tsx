import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getDefaultStore } from 'jotai';
import { ApiError } from '@iprism/shared/api/api-error';
import { listApplicationPage } from '@iprism/shared/api/applications';
import { listFormFills, prefillForm, saveFormFill } from '@iprism/shared/api/toolbox';
import { toolboxQueries } from '@iprism/shared/api/toolbox-queries';
import type { FormFillContent, SavedFormFill } from '@iprism/shared/contracts/toolbox';
import { removeToast, toastsAtom } from '@iprism/shared/shell';
import FormFill from './FormFill';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/toolbox', () => ({ ...jest.requireActual('@iprism/shared/api/toolbox'), prefillForm: jest.fn(), saveFormFill: jest.fn(), listFormFills: jest.fn() }));
jest.mock('@iprism/shared/api/applications', () => ({ ...jest.requireActual('@iprism/shared/api/applications'), listApplicationPage: jest.fn() }));
const prefill = jest.mocked(prefillForm);
const save = jest.mocked(saveFormFill);

const store = getDefaultStore();
const toasts = () => store.get(toastsAtom).map((t) => `${t.type}: ${t.message}`);

const BLANK: FormFillContent = {
  form: 'transmittal', title: 'Transmittal', applicationId: null,
  sections: [{ id: 'main', title: 'Application', fields: [{ key: 'title', label: 'Title of the invention', value: '', source: 'Blank' }] }],
};
const SAVED: SavedFormFill = { ...BLANK, id: 'fill_1', createdAt: '2026-11-27T10:00:00.000Z', updatedAt: '2026-11-27T10:00:00.000Z' };

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

function renderPage() {
  const client = createTestQueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/toolbox/formfill?form=transmittal']}>
        <Routes>
          <Route path="/dashboard/toolbox/formfill" element={<FormFill />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => {
  jest.mocked(listFormFills).mockResolvedValue([]);
  jest.mocked(listApplicationPage).mockRejectedValue(new ApiError(403, 'FORBIDDEN', 'Pilot only'));
});

afterEach(() => {
  store.get(toastsAtom).forEach((t) => removeToast(t.id));
  jest.resetAllMocks();
});

describe('FormFill', () => {
  it('starts blank, saves the fill into the cached list and opens it by its address', async () => {
    prefill.mockResolvedValue(BLANK);
    save.mockResolvedValue(SAVED);
    const client = renderPage();
    fireEvent.click(screen.getByTestId('start-blank'));
    expect(await screen.findByRole('textbox', { name: 'Title of the invention' })).toBeInTheDocument();
    expect(prefill).toHaveBeenCalledWith('transmittal', undefined);
    fireEvent.click(screen.getByTestId('save-fill'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?fill=fill_1'), { timeout: 5000 });
    expect(save).toHaveBeenCalledWith(BLANK, undefined);
    expect(client.getQueryData(toolboxQueries.fills().queryKey)).toEqual([{ id: 'fill_1', form: 'transmittal', title: 'Transmittal', updatedAt: SAVED.updatedAt }]);
    expect(client.getQueryData(toolboxQueries.fill('fill_1').queryKey)).toEqual(SAVED);
    expect(toasts()).toContain('success: Form fill saved.');
    expect(within(screen.getByRole('list')).getByText('Transmittal')).toBeInTheDocument();
  });

  it('shows why a fill could not be started, and keeps the choices open', async () => {
    prefill.mockRejectedValue(new ApiError(400, 'VALIDATION_FAILED', 'This file could not be read.'));
    renderPage();
    fireEvent.click(screen.getByTestId('start-blank'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file could not be read.');
    expect(screen.getByTestId('start-blank')).toBeEnabled();
  });
});
