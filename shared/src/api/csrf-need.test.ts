import { needsCsrf } from './csrf-need';

describe('needsCsrf (SPEC §7)', () => {
  it('reads never need it', () => {
    expect(needsCsrf('GET', '/api/account')).toBe(false);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('%s to a product path needs it', (method) => {
    expect(needsCsrf(method, '/api/account/notifications/add')).toBe(true);
  });

  it('needs it with a query string and on absolute URLs', () => {
    expect(needsCsrf('PATCH', '/api/account/notifications/view?notificationId=1')).toBe(true);
    expect(needsCsrf('POST', 'https://iprism.example/api/organizations')).toBe(true);
  });

  it.each(['/api/health', '/api/csrf-token', '/api/payments/webhook', '/api/careers/submit-application', '/api/session/heartbeat'])(
    'the excluded path %s does not',
    (path) => {
      expect(needsCsrf('POST', path)).toBe(false);
    },
  );

  it('public identity endpoints and public forms do not', () => {
    expect(needsCsrf('POST', '/api/auth/sign-in')).toBe(false);
    expect(needsCsrf('POST', '/api/auth/refresh')).toBe(false);
    expect(needsCsrf('POST', '/api/auth/sign-out')).toBe(false);
    expect(needsCsrf('POST', '/api/forms/contact')).toBe(false);
    expect(needsCsrf('POST', '/api/forms/send-demo-email')).toBe(false);
    expect(needsCsrf('POST', '/api/registrations/verify-practitioner')).toBe(false);
  });

  it('a form path outside the list does', () => {
    expect(needsCsrf('POST', '/api/forms/anything-else')).toBe(true);
  });

  it('signed-in identity calls do', () => {
    expect(needsCsrf('POST', '/api/auth/active-organization')).toBe(true);
    expect(needsCsrf('POST', '/api/auth/totp/enable')).toBe(true);
    expect(needsCsrf('POST', '/api/auth/password')).toBe(true);
  });

  it('invitation acceptance and organisation creation do', () => {
    expect(needsCsrf('POST', '/api/invitations/accept')).toBe(true);
    expect(needsCsrf('POST', '/api/onboarding/pending')).toBe(true);
  });
});
