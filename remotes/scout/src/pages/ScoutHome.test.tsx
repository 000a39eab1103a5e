import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { getLandscape } from '@iprism/shared/api/scout';
import type { Landscape } from '@iprism/shared/contracts/scout';
import ScoutHome from './ScoutHome';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/scout', () => ({ ...jest.requireActual('@iprism/shared/api/scout'), getLandscape: jest.fn() }));

const LANDSCAPE: Landscape = {
  total: 3,
  byYear: [{ year: 2015, count: 1 }, { year: 2016, count: 2 }],
  topAssignees: [{ name: 'Sun Corp', count: 2 }],
  byCpc: [{ symbol: 'H02S', title: 'Generation of electric power by conversion of infrared radiation', count: 3 }],
  byCountry: [{ country: 'US', count: 2 }, { country: 'EP', count: 1 }],
  documents: [{ publicationNumber: 'US9999001B2', title: 'Solar panel mount', year: 2015, assignee: 'Sun Corp', cpc: ['H02S20/30'] }],
};

function Probe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const renderAt = (url: string) =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/dashboard/scout" element={<ScoutHome />} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('Scout landscape', () => {
  beforeEach(() => jest.mocked(getLandscape).mockReset());

  it('maps the field from the address bar and narrows it by CPC', async () => {
    jest.mocked(getLandscape).mockResolvedValue(LANDSCAPE);
    renderAt('/dashboard/scout?q=solar');
    expect(await screen.findByTestId('landscape-total', {}, { timeout: 10_000 })).toHaveTextContent('3 matching documents');
    expect(getLandscape).toHaveBeenCalledWith({ query: 'solar', filters: {} }, expect.anything());
    expect(screen.getByRole('table', { name: 'Countries: data' })).toHaveTextContent('EP');
    expect(screen.getByRole('link', { name: 'US9999001B2: Solar panel mount' })).toHaveAttribute('href', '/dashboard/scout/patents/US9999001B2');
    fireEvent.click(screen.getByRole('button', { name: 'H02S (3)' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?q=solar&cpc=H02S');
    expect(await screen.findByTestId('filter-cpc')).toHaveTextContent('cpc: H02S');
  }, 20_000);

  it('asks for a field before mapping anything', () => {
    renderAt('/dashboard/scout');
    expect(screen.getByText(/Describe a technology field/)).toBeInTheDocument();
    expect(getLandscape).not.toHaveBeenCalled();
  });
});
