import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides tokens in invitation and agreement paths, keeping the fixed routes', () => {
    expect(redactUrl('/api/invitations/inv_secret123')).toBe('/api/invitations/[redacted]');
    expect(redactUrl('/api/agreements/agr-secret/extra?x=1')).toBe('/api/agreements/[redacted]/extra?x=1');
    expect(redactUrl('/agreement/agr-secret')).toBe('/agreement/[redacted]');
    expect(redactUrl('/api/invitations/accept')).toBe('/api/invitations/accept');
    expect(redactUrl('/api/invitations/resend-to-email')).toBe('/api/invitations/resend-to-email');
  });

  it('hides secret query parameters and nothing else', () => {
    expect(redactUrl('/sign-in/reset-password?token=abc&next=%2Fx')).toBe('/sign-in/reset-password?token=[redacted]&next=%2Fx');
    expect(redactUrl('/accept-invite?Token=abc')).toBe('/accept-invite?Token=[redacted]');
    expect(redactUrl('/sign-up/verify?redirect_url=%2Fa&token=t')).toBe('/sign-up/verify?redirect_url=%2Fa&token=[redacted]');
    expect(redactUrl('/api/patents?q=token')).toBe('/api/patents?q=token');
    expect(redactUrl('/dashboard/patent')).toBe('/dashboard/patent');
    expect(redactUrl('/x?%zz=1')).toBe('/x?%zz=1');
  });
});
