import type { ActiveSession } from '@iprism/shared/contracts/auth';
import { orderSessions, withoutSession } from './session-list';

const session = (id: string, lastActiveAt: string, current = false): ActiveSession => ({ id, current, userAgent: 'ua', ip: '127.0.0.1', createdAt: lastActiveAt, lastActiveAt });

describe('orderSessions', () => {
  it('puts this device first, then the most recently active', () => {
    const list = [session('old', '2026-03-01T10:00:00Z'), session('me', '2026-02-01T10:00:00Z', true), session('new', '2026-03-09T10:00:00Z')];
    expect(orderSessions(list).map((s) => s.id)).toEqual(['me', 'new', 'old']);
    expect(list.map((s) => s.id)).toEqual(['old', 'me', 'new']);
  });
});

describe('withoutSession', () => {
  it('drops the revoked session only', () => {
    expect(withoutSession([session('a', '2026-03-01T10:00:00Z'), session('b', '2026-03-01T10:00:00Z')], 'a').map((s) => s.id)).toEqual(['b']);
  });
});
