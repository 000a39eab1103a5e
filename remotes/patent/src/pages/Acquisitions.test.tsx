import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createPortfolio, getPortfolio, listPortfolios } from '@iprism/shared/api/acquisitions';
import type { PortfolioDetail } from '@iprism/shared/contracts/acquisitions';
import { renderRoute } from '../testing/render-route';
import Acquisitions from './Acquisitions';

jest.mock('@iprism/shared/api/acquisitions', () => ({ ...jest.requireActual('@iprism/shared/api/acquisitions'), listPortfolios: jest.fn(), getPortfolio: jest.fn(), createPortfolio: jest.fn() }));

// The chart library sizes itself with ResizeObserver and clones its gesture options with structuredClone,
// which jsdom lacks.
globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const DETAIL: PortfolioDetail = {
  id: 'pfl_1',
  name: 'Target Co',
  createdAt: '2026-11-01T10:00:00.000Z',
  asOf: '2024-01-10',
  missing: ['US 7,000,001'],
  rows: [
    {
      publicationNumber: 'US11147202B2', title: 'Wheeled hand truck', assignee: 'Yeow Ng', patentKind: 'utility', filingDate: '2018-12-26', priorityDate: null, grantDate: '2021-10-19',
      term: { expiresAt: '2038-12-26', basis: 'Utility patent filed on or after 1995-06-08: 20 years from the filing date (2018-12-26).' }, termNote: null, remainingYears: 15,
      maintenanceFees: [{ year: 3.5, opensAt: '2024-10-19', dueAt: '2025-04-19', surchargeUntil: '2025-10-19', status: 'future' }],
      nextMaintenance: { year: 3.5, opensAt: '2024-10-19', dueAt: '2025-04-19', surchargeUntil: '2025-10-19', status: 'future', notice: { date: '2025-04-19', reason: 'Saturday', nextBusinessDay: '2025-04-21', message: '2025-04-19 falls on a Saturday; it may be met on the next business day, 2025-04-21 (35 U.S.C. 21(b)).' } },
      independentClaims: 2, totalClaims: 3, cpcSubclasses: ['A01B', 'B62B'], forwardCitations: 1, backwardCitations: 2, familySize: 2, note: 'Core asset',
    },
  ],
};

describe('Acquisitions screen', () => {
  beforeEach(() => jest.resetAllMocks());

  it('invites a first portfolio when there is none', async () => {
    jest.mocked(listPortfolios).mockResolvedValue([]);
    renderRoute('/dashboard/acquisitions', <Acquisitions />);
    expect(await screen.findByText(/No portfolio yet/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Patent term calculator' })).toBeInTheDocument();
  }, 20_000);

  it('shows the due-diligence table with expiry, its basis, the next fee and a closed-day note', async () => {
    jest.mocked(listPortfolios).mockResolvedValue([{ id: 'pfl_1', name: 'Target Co', found: 1, missing: 1, createdAt: DETAIL.createdAt }]);
    jest.mocked(getPortfolio).mockResolvedValue(DETAIL);
    renderRoute('/dashboard/acquisitions', <Acquisitions />);
    const row = await screen.findByTestId('portfolio-row', {}, { timeout: 10_000 });
    expect(within(row).getByRole('link', { name: 'US11147202B2' })).toHaveAttribute('href', '/dashboard/scout/patents/US11147202B2');
    expect(row).toHaveTextContent('2038-12-26');
    expect(row).toHaveTextContent('20 years from the filing date');
    expect(row).toHaveTextContent('2025-04-19 (3.5-year, future)');
    expect(row).toHaveTextContent('may be met on the next business day, 2025-04-21');
    expect(within(row).getByLabelText('Note on US11147202B2')).toHaveValue('Core asset');
    expect(screen.getByTestId('portfolio-missing')).toHaveTextContent('US 7,000,001');
    expect(screen.getByRole('table', { name: 'Expiry by year: data' })).toHaveTextContent('2038');
  }, 20_000);

  it('creates a portfolio from pasted numbers', async () => {
    jest.mocked(listPortfolios).mockResolvedValue([]);
    jest.mocked(createPortfolio).mockResolvedValue({ id: 'pfl_2', found: ['US11147202B2'], missing: [] });
    renderRoute('/dashboard/acquisitions', <Acquisitions />);
    await screen.findByText(/No portfolio yet/, {}, { timeout: 10_000 });
    fireEvent.change(screen.getByTestId('portfolio-name'), { target: { value: 'Target Co' } });
    fireEvent.change(screen.getByTestId('portfolio-numbers'), { target: { value: 'US 11,147,202 B2\nD901234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create portfolio' }));
    await screen.findByTestId('portfolio-name');
    expect(createPortfolio).toHaveBeenCalledWith({ name: 'Target Co', numbers: ['US 11,147,202 B2', 'D901234'] });
    // The list refetches once the portfolio exists.
    await waitFor(() => expect(listPortfolios).toHaveBeenCalledTimes(2));
  }, 20_000);
});
