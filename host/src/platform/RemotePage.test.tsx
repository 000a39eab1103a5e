import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { loadRemotePage, loadedRemotePage } from './load-remote-page';
import { RemotePage } from './RemotePage';

jest.mock('./load-remote-page', () => ({ loadRemotePage: jest.fn(), loadedRemotePage: jest.fn() }));
jest.mock('./remote-registry', () => ({ markRemoteRequested: jest.fn(), refreshRemote: jest.fn() }));
const load = jest.mocked(loadRemotePage);
const loaded = jest.mocked(loadedRemotePage);

const Pricing = () => <h1>Pricing page</h1>;

describe('RemotePage', () => {
  beforeEach(() => {
    load.mockReset();
    loaded.mockReset();
  });

  it('renders a page that is already loaded at once, without a loading state', () => {
    loaded.mockReturnValue(Pricing);
    render(<RemotePage remote="marketing" module="./PreloadedPricing" />);
    expect(screen.getByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-loading')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the loading indicator until the module is in, then the page', async () => {
    let resolve!: (m: { default: typeof Pricing }) => void;
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    render(<RemotePage remote="marketing" module="./LatePricing" />);
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
    await act(async () => resolve({ default: Pricing }));
    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('marketing', './LatePricing');
  });

  describe('when something fails', () => {
    const quiet = jest.spyOn(console, 'error');
    beforeEach(() => quiet.mockImplementation(() => undefined));
    afterAll(() => quiet.mockRestore());

    const Crashing = () => {
      throw new Error('boom');
    };

    it('shows the error page (500) for a page that loaded and then crashed while rendering', async () => {
      loaded.mockReturnValue(Crashing);
      render(
        <MemoryRouter>
          <RemotePage remote="patent" module="./Crashing" />
        </MemoryRouter>,
      );
      expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '500');
    });

    it('offers a retry for a remote that failed to load', async () => {
      load.mockReturnValue(Promise.reject(new Error('remote down')));
      render(
        <MemoryRouter>
          <RemotePage remote="patent" module="./Unreachable" />
        </MemoryRouter>,
      );
      expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
      expect(screen.queryByTestId('error-page')).toBeNull();
    });
  });
});
