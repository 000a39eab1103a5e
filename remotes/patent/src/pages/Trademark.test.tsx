import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@iprism/shared/api/api-error';
import { getTrademarkRegister, searchTrademarks } from '@iprism/shared/api/trademarks';
import type { TrademarkSearchResponse } from '@iprism/shared/contracts/trademarks';
import { renderRoute } from '../testing/render-route';
import Trademark from './Trademark';

jest.mock('@iprism/shared/api/trademarks', () => ({ ...jest.requireActual('@iprism/shared/api/trademarks'), getTrademarkRegister: jest.fn(), searchTrademarks: jest.fn() }));

const FOUND: TrademarkSearchResponse = {
  results: [{ serialNumber: '90000001', mark: 'PRISMA', status: 'Registered', owner: 'Prisma Ltd', classes: [9], score: 0.9, reasons: ['Spelled almost the same.'] }],
};

async function search(mark: string, classes: string) {
  fireEvent.change(screen.getByTestId('trademark-mark'), { target: { value: mark } });
  fireEvent.change(screen.getByTestId('trademark-classes'), { target: { value: classes } });
  fireEvent.click(screen.getByTestId('trademark-search'));
}

describe('Trademark', () => {
  afterEach(() => jest.resetAllMocks());

  it('searches a mark in its classes and keeps the results when a later search fails', async () => {
    jest.mocked(getTrademarkRegister).mockResolvedValue({ total: 3, demo: 0, lastImportedAt: null });
    jest.mocked(searchTrademarks).mockResolvedValueOnce(FOUND).mockRejectedValueOnce(new ApiError(400, 'VALIDATION_ERROR', 'The mark is too short.'));
    renderRoute('/dashboard/trademark', <Trademark />);
    await search(' Prism ', '9, 42');
    expect(await screen.findByTestId('trademark-results-card')).toHaveTextContent('1 mark like “Prism”');
    expect(searchTrademarks).toHaveBeenCalledWith({ mark: 'Prism', classes: [9, 42] });
    await waitFor(() => expect(screen.getByTestId('trademark-search')).toBeEnabled());

    await search('Prisma', '');
    expect(await screen.findByText('The mark is too short.')).toBeInTheDocument();
    expect(screen.getByTestId('trademark-results-card')).toHaveTextContent('1 mark like “Prism”');
    expect(screen.getByTestId('trademark-search')).toHaveTextContent(/^Search$/);
  });

  it('names what is missing before searching', async () => {
    jest.mocked(getTrademarkRegister).mockResolvedValue({ total: 3, demo: 0, lastImportedAt: null });
    renderRoute('/dashboard/trademark', <Trademark />);
    await search('', '46');
    expect(await screen.findByText('Enter the mark to clear.')).toBeInTheDocument();
    expect(screen.getByText('Nice classes are numbers from 1 to 45, e.g. 9, 42.')).toBeInTheDocument();
    expect(searchTrademarks).not.toHaveBeenCalled();
  });
});
