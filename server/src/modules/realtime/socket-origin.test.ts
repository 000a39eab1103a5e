import type { IncomingMessage } from 'node:http';
import { proxyTrust } from '../../platform/config/proxy-trust';
import { isHandshakeOriginAllowed } from './socket-origin';

const handshake = (headers: Record<string, string>, remoteAddress = '10.0.0.7') => ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('socket handshake origin', () => {
  const forged = { origin: 'https://evil.example', host: 'iprism.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  it('believes forwarded headers only from a proxy named in TRUST_PROXY', () => {
    expect(isHandshakeOriginAllowed(handshake(forged), [], proxyTrust(false))).toBe(false);
    expect(isHandshakeOriginAllowed(handshake(forged), [], proxyTrust('127.0.0.1'))).toBe(false);
    // nginx on this machine forwarding what the browser addressed: the same origin.
    expect(isHandshakeOriginAllowed(handshake(forged, '127.0.0.1'), [], proxyTrust('127.0.0.1'))).toBe(true);
  });

  it('allows the page’s own origin and configured ones, and callers without an Origin', () => {
    expect(isHandshakeOriginAllowed(handshake({ origin: 'http://iprism.example', host: 'iprism.example' }), [], proxyTrust(false))).toBe(true);
    expect(isHandshakeOriginAllowed(handshake({ origin: 'https://app.example', host: 'iprism.example' }), ['https://app.example'], proxyTrust(false))).toBe(true);
    expect(isHandshakeOriginAllowed(handshake({ host: 'iprism.example' }), [], proxyTrust(false))).toBe(true);
  });
});
