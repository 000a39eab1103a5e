/** Returns the current session token, or null when nobody is signed in. */
export type TokenProvider = () => Promise<string | null>;

let provider: TokenProvider | null = null;

/**
 * Registers where the API client gets the session token. The host's identity adapter calls this once;
 * remotes never do, they just call apiFetch (this module is a federation singleton, so they share it).
 */
export function setTokenProvider(fn: TokenProvider | null): void {
  provider = fn;
}

/** The current session token, or null when no provider is registered or nobody is signed in. */
export async function getSessionToken(): Promise<string | null> {
  return provider ? provider() : null;
}
