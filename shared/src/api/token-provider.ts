import { pageSingleton } from '../realtime/page-singleton';

/** Returns the current session token, or null when nobody is signed in. */
export type TokenProvider = () => Promise<string | null>;

/** One per page: a remote's own copy of this module reads the provider the host registered. */
const registration = pageSingleton('api-token-provider', (): { provider: TokenProvider | null } => ({ provider: null }));

/**
 * Registers where the API client gets the session token. The host's identity adapter calls this once;
 * remotes never do, they just call apiFetch.
 */
export function setTokenProvider(fn: TokenProvider | null): void {
  registration.provider = fn;
}

/** The current session token, or null when no provider is registered or nobody is signed in. */
export async function getSessionToken(): Promise<string | null> {
  const { provider } = registration;
  return provider ? provider() : null;
}
