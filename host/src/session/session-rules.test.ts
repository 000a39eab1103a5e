import { heartbeatDue, shouldAskTerms } from './session-rules';

describe('heartbeatDue', () => {
  it('beats at once, then at most once a minute, and never from a hidden tab', () => {
    expect(heartbeatDue(null, 1_000, true)).toBe(true);
    expect(heartbeatDue(1_000, 60_999, true)).toBe(false);
    expect(heartbeatDue(1_000, 61_000, true)).toBe(true);
    expect(heartbeatDue(null, 1_000, false)).toBe(false);
  });
});

describe('shouldAskTerms', () => {
  it('asks a signed-in user with a pending version on any product page', () => {
    expect(shouldAskTerms(true, 'trm_1', '/dashboard/patent')).toBe(true);
    expect(shouldAskTerms(true, 'trm_1', '/admin/hours')).toBe(true);
  });
  it('does not ask without a pending version, when signed out, or while reading the texts', () => {
    expect(shouldAskTerms(true, null, '/dashboard/patent')).toBe(false);
    expect(shouldAskTerms(false, 'trm_1', '/dashboard/patent')).toBe(false);
    expect(shouldAskTerms(true, 'trm_1', '/terms')).toBe(false);
    expect(shouldAskTerms(true, 'trm_1', '/sign-in/factor-one')).toBe(false);
  });
});
