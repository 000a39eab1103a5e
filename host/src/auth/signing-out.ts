/**
 * Navigation state the account menu's "Sign out" puts on /sign-in: the session is about to clear, so
 * the sign-in page stays put instead of sending a still-signed-in visitor on to the dashboard.
 */
export const SIGNING_OUT_STATE = { signingOut: true } as const;

export const isSigningOut = (state: unknown): boolean => (state as { signingOut?: unknown } | null)?.signingOut === true;
