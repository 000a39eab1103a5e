import { isCsrfExempt, isCsrfTokenFresh } from './csrf';

describe('isCsrfExempt', () => {
  it.each([
    '/api/health',
    '/api/payments/webhook',
    '/api/payment/webhook',
    '/api/payments/create-checkout',
    '/api/payments/purchase-credits',
    '/api/payments/upgrade-plan',
    '/api/payments/purchase-licenses',
    '/api/email/send-inquiry-email',
    '/api/send-demo-email',
    '/api/careers/submit-application',
    '/api/pricing/calculate',
    '/api/pricing/format',
    '/api/pricing/verify-practitioner',
    '/api/invitations/resend-to-email',
    '/api/agreements/create',
    '/api/agreements/abc123/agree',
    '/api/agreements/abc123/expire',
    '/api/session/heartbeat',
    '/api/csrf-token',
    '/api/terms/active',
    '/api/pricing/test',
    '/api/pricing/test/discounts',
    '/api/csrf-token?x=1',
  ])('%s is exempt', (path) => expect(isCsrfExempt(path)).toBe(true));

  it.each(['/api/account/notifications/add', '/api/account', '/api/organizations', '/health', '/api/healthz', '/api/pricing/plans'])('%s is not exempt', (path) =>
    expect(isCsrfExempt(path)).toBe(false),
  );
});

describe('isCsrfTokenFresh', () => {
  it('is fresh until 30 s before expiry', () => {
    expect(isCsrfTokenFresh(0, 60_000, 29_999)).toBe(true);
    expect(isCsrfTokenFresh(0, 60_000, 30_000)).toBe(false);
  });
});
