import { agreedTextSha256, agreementState } from './agreement-state';

const now = new Date('2026-06-01T12:00:00Z');
const base = { viewedAt: null, agreedAt: null, expiredAt: null, expiresAt: new Date('2026-06-10T00:00:00Z') };

describe('agreementState', () => {
  it('is sent, then viewed, then agreed', () => {
    expect(agreementState(base, now)).toBe('sent');
    expect(agreementState({ ...base, viewedAt: now }, now)).toBe('viewed');
    expect(agreementState({ ...base, viewedAt: now, agreedAt: now }, now)).toBe('agreed');
  });

  it('is expired when staff expired it or its time passed, unless it was agreed first', () => {
    expect(agreementState({ ...base, expiredAt: now }, now)).toBe('expired');
    expect(agreementState({ ...base, expiresAt: now }, now)).toBe('expired');
    expect(agreementState({ ...base, expiresAt: new Date('2026-05-01T00:00:00Z'), agreedAt: new Date('2026-04-30T00:00:00Z') }, now)).toBe('agreed');
  });
});

describe('agreedTextSha256', () => {
  it('changes with any change to the text', () => {
    const a = agreedTextSha256('NDA', 'The parties agree.');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(agreedTextSha256('NDA', 'The parties agree')).not.toBe(a);
    expect(agreedTextSha256('NDA', 'The parties agree.')).toBe(a);
  });
});
