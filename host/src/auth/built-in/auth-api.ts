import { apiFetch, type ResponseParser } from '@iprism/shared/api/api-fetch';
import { AcceptedResponseSchema, SecondFactorRequiredSchema, SessionTokenResponseSchema, type SecondFactorRequired, type SessionTokenResponse } from '@iprism/shared/contracts/auth';

/**
 * The built-in provider's /api/auth calls (contracts in shared/src/contracts/auth.ts). None carries a
 * bearer or security token (they are how one gets a session), and none toasts: the pages show errors inline.
 */
const PUBLIC = { auth: 'none', notify: false } as const;

/** A session, or nothing when the server had no session to restore (204). */
const OptionalSessionSchema: ResponseParser<SessionTokenResponse | null> = {
  safeParse(input) {
    if (input === undefined) return { success: true, data: null };
    const session = SessionTokenResponseSchema.safeParse(input);
    return session.success ? { success: true, data: session.data } : { success: false };
  },
};

export type SignInResponse = SessionTokenResponse | SecondFactorRequired;

/** Either answer of sign-in (the host has no zod of its own; the shared schemas do the checking). */
const SignInResponseSchema: ResponseParser<SignInResponse> = {
  safeParse(input) {
    const session = SessionTokenResponseSchema.safeParse(input);
    if (session.success) return { success: true, data: session.data };
    const second = SecondFactorRequiredSchema.safeParse(input);
    return second.success ? { success: true, data: second.data } : { success: false };
  },
};

export function isSecondFactor(res: SignInResponse): res is SecondFactorRequired {
  return 'status' in res && res.status === 'needs_second_factor';
}

export const authApi = {
  signIn: (email: string, password: string): Promise<SignInResponse> =>
    apiFetch('/api/auth/sign-in', { ...PUBLIC, method: 'POST', body: { email, password }, schema: SignInResponseSchema }),

  signInFactorTwo: (attemptToken: string, code: string): Promise<SessionTokenResponse> =>
    apiFetch('/api/auth/sign-in/factor-two', { ...PUBLIC, method: 'POST', body: { attemptToken, code }, schema: SessionTokenResponseSchema }),

  /** `redirectUrl`: where the verification link should bring the user back to (a same-origin path). */
  signUp: async (name: string, email: string, password: string, redirectUrl?: string): Promise<void> => {
    const body = redirectUrl === undefined ? { name, email, password } : { name, email, password, redirectUrl };
    await apiFetch('/api/auth/sign-up', { ...PUBLIC, method: 'POST', body, schema: AcceptedResponseSchema.partial() });
  },

  verifyEmail: (token: string): Promise<SessionTokenResponse> =>
    apiFetch('/api/auth/verify-email', { ...PUBLIC, method: 'POST', body: { token }, schema: SessionTokenResponseSchema }),

  resendVerification: async (email: string): Promise<void> => {
    await apiFetch('/api/auth/resend-verification', { ...PUBLIC, method: 'POST', body: { email } });
  },

  forgotPassword: async (email: string): Promise<void> => {
    await apiFetch('/api/auth/forgot-password', { ...PUBLIC, method: 'POST', body: { email } });
  },

  resetPassword: async (token: string, password: string): Promise<void> => {
    await apiFetch('/api/auth/reset-password', { ...PUBLIC, method: 'POST', body: { token, password } });
  },

  /** Uses the httpOnly refresh cookie; null (204: no cookie) or a 401 (stale cookie) means nobody is signed in. */
  refresh: (): Promise<SessionTokenResponse | null> => apiFetch('/api/auth/refresh', { ...PUBLIC, method: 'POST', schema: OptionalSessionSchema }),

  signOut: async (): Promise<void> => {
    await apiFetch('/api/auth/sign-out', { ...PUBLIC, method: 'POST' });
  },

  /** Needs the current session token: the server answers with a new one for the chosen organisation. */
  setActiveOrganization: (organizationId: string | null): Promise<SessionTokenResponse> =>
    apiFetch('/api/auth/active-organization', { auth: 'required', notify: false, method: 'POST', body: { organizationId }, schema: SessionTokenResponseSchema }),
};

export type AuthApi = typeof authApi;
