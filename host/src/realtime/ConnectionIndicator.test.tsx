import { fireEvent, render, screen, within } from '@testing-library/react';
import { INITIAL_CONNECTION_STATE, useConnection, type ConnectionState, type ConnectionView } from '@iprism/shared/realtime';
import { ThemeModeProvider } from '../app/ThemeModeProvider';
import { ConnectionIndicator, preloadConnectionDetails } from './ConnectionIndicator';

jest.mock('@iprism/shared/realtime', () => ({ ...jest.requireActual('@iprism/shared/realtime'), useConnection: jest.fn() }));

const reconnectNow = jest.fn();
const T0 = Date.parse('2026-03-02T09:00:00Z');

function renderWith(state: Partial<ConnectionState>, isHealthy = false) {
  const view: ConnectionView = {
    ...INITIAL_CONNECTION_STATE,
    ...state,
    isConnected: state.status === 'connected',
    isHealthy,
    connect: jest.fn(),
    disconnect: jest.fn(),
    reconnectNow,
  };
  jest.mocked(useConnection).mockReturnValue(view);
  render(
    <ThemeModeProvider>
      <ConnectionIndicator />
    </ThemeModeProvider>,
  );
}

const indicator = () => screen.getByTestId('connection-indicator');
afterEach(() => reconnectNow.mockReset());


// The details are their own chunk; the chip loads them when the pointer or the focus reaches it, before a click.
beforeAll(() => preloadConnectionDetails());
describe('ConnectionIndicator', () => {
  it('shows a healthy connection in green without a Reconnect', () => {
    renderWith({ status: 'connected', lastConnected: T0, history: [{ type: 'connected', timestamp: T0, error: null }] }, true);
    expect(indicator()).toHaveAccessibleName('Live updates: connected');
    expect(indicator()).toHaveAttribute('data-tone', 'success');
    expect(screen.queryByRole('button', { name: 'Reconnect' })).toBeNull();
  });

  it('shows reconnecting with the attempt count', () => {
    renderWith({ status: 'reconnecting', reconnectAttempts: 4, history: [{ type: 'disconnected', timestamp: T0, error: 'transport close' }] });
    expect(indicator()).toHaveAccessibleName('Live updates: reconnecting (attempt 4 of 15)');
    expect(indicator()).toHaveTextContent('Reconnecting (4)');
  });

  it('offers a Reconnect when disconnected, which reconnects now', () => {
    renderWith({ status: 'disconnected', connectionError: 'Max reconnection attempts reached', history: [{ type: 'disconnected', timestamp: T0, error: 'x' }] });
    expect(indicator()).toHaveAccessibleName('Live updates: disconnected');
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(reconnectNow).toHaveBeenCalledTimes(1);
  });

  it('opens the details: status, last error and the history newest first', () => {
    const history = [
      { type: 'connected', timestamp: T0, error: null },
      { type: 'disconnected', timestamp: T0 + 60_000, error: 'transport close' },
    ] as const;
    renderWith({ status: 'disconnected', connectionError: 'transport close', lastConnected: T0, history: [...history] });
    fireEvent.click(indicator());
    const details = screen.getByRole('dialog', { name: 'Live updates' });
    expect(details).toHaveTextContent('Statusdisconnected');
    expect(details).toHaveTextContent('Last errortransport close');
    const entries = within(details).getAllByTestId('connection-history-entry');
    expect(entries.map((e) => e.textContent?.startsWith('Disconnected') ? 'd' : 'c')).toEqual(['d', 'c']);
    expect(entries[0]).toHaveTextContent('transport close');

    fireEvent.click(within(details).getByRole('button', { name: 'Reconnect now' }));
    expect(reconnectNow).toHaveBeenCalledTimes(1);
  });

  it('says so when nothing happened yet', () => {
    renderWith({});
    expect(indicator()).toHaveAccessibleName('Live updates: connecting');
    fireEvent.click(indicator());
    expect(screen.getByRole('dialog', { name: 'Live updates' })).toHaveTextContent('No connection events yet.');
  });
});
