import { reconnectDelayAfterDisconnect } from './disconnect-policy';

describe('reconnectDelayAfterDisconnect', () => {
  it.each(['transport close', 'transport error', 'ping timeout', 'parse error', 'anything new'])('reconnects after 1 s on "%s"', (reason) => {
    expect(reconnectDelayAfterDisconnect(reason)).toBe(1_000);
  });

  it.each(['io server disconnect', 'io client disconnect'])('does not reconnect on "%s"', (reason) => {
    expect(reconnectDelayAfterDisconnect(reason)).toBeNull();
  });
});
