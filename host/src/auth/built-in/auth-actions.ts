import type { AuthApi } from './auth-api';
import { isSecondFactor } from './auth-api';
import type { SessionStore } from './session-store';

export type SignInOutcome = { kind: 'signed-in' } | { kind: 'second-factor'; attemptToken: string };

/**
 * What the built-in sign-in, sign-up and password pages do, bound to one session store. Errors are
 * ApiErrors from the shared client; the pages show their message.
 */
export function createAuthActions(api: AuthApi, store: SessionStore) {
  return {
    async signIn(email: string, password: string): Promise<SignInOutcome> {
      const res = await api.signIn(email, password);
      if (isSecondFactor(res)) return { kind: 'second-factor', attemptToken: res.attemptToken };
      store.accept(res);
      return { kind: 'signed-in' };
    },
    async signInFactorTwo(attemptToken: string, code: string): Promise<void> {
      store.accept(await api.signInFactorTwo(attemptToken, code));
    },
    signUp: (name: string, email: string, password: string, redirectUrl?: string) => api.signUp(name, email, password, redirectUrl),
    async verifyEmail(token: string): Promise<void> {
      store.accept(await api.verifyEmail(token));
    },
    resendVerification: (email: string) => api.resendVerification(email),
    forgotPassword: (email: string) => api.forgotPassword(email),
    resetPassword: (token: string, password: string) => api.resetPassword(token, password),
  };
}

export type AuthActions = ReturnType<typeof createAuthActions>;
