import { connectErrorAction, errorEventAction } from './connect-error-policy';

describe('connectErrorAction', () => {
  it.each(['JWT is expired', 'Token verification failed'])('refreshes the token and retries after 2 s on "%s"', (message) => {
    expect(connectErrorAction(message)).toEqual({ refreshToken: true, retryAfterMs: 2_000 });
  });

  it.each(['Connection refused', 'websocket error'])('retries after 5 s on "%s"', (message) => {
    expect(connectErrorAction(message)).toEqual({ refreshToken: false, retryAfterMs: 5_000 });
  });

  it('matches the markers inside longer messages and whatever their case', () => {
    expect(connectErrorAction('connect ECONNREFUSED: Connection refused by peer').retryAfterMs).toBe(5_000);
    expect(connectErrorAction('WebSocket Error').retryAfterMs).toBe(5_000);
    expect(connectErrorAction('jwt is expired').retryAfterMs).toBe(2_000);
  });

  it.each(['xhr poll error', 'timeout', 'Authentication required', 'Origin not allowed', ''])('retries any other connect error ("%s") after 3 s', (message) => {
    expect(connectErrorAction(message)).toEqual({ refreshToken: false, retryAfterMs: 3_000 });
  });
});

describe('errorEventAction', () => {
  it.each(['JWT is expired', 'Token verification failed'])('refreshes the token and retries after 1 s on "%s"', (message) => {
    expect(errorEventAction(message)).toEqual({ refreshToken: true, retryAfterMs: 1_000 });
  });

  it.each(['websocket error', 'You do not have access to this application.', 'Too many requests. Please wait before trying again.'])('leaves the socket alone on "%s"', (message) => {
    expect(errorEventAction(message)).toBeNull();
  });
});
