import { ERROR_CODES } from '@iprism/shared/contracts/errors';
import { USER_TOKEN_REFRESH_MS, type SessionTokenResponse } from '@iprism/shared/contracts/auth';
import { isApiError } from '@iprism/shared/api/api-error';
import { logger } from '@iprism/shared/logger';
import type { IdentityUser } from '../identity';
import { decodeJwtPayload, isTokenNearExpiry, sessionFromClaims, tokenExpiresAtMs } from '../jwt-claims';
import { rememberSignedOutNotice } from '../signed-out-notice';
import type { AuthApi } from './auth-api';
import type { CrossTab } from './cross-tab';
import { userFromAuthUser } from './user-mapping';
import type { Session } from '@iprism/shared/contracts/identity';

/** What the built-in adapter knows; a new object on every change (useSyncExternalStore snapshots). */
export interface SessionState {
  loaded: boolean;
  user: IdentityUser | null;
  session: Session | null;
}

export interface SessionStoreDeps {
  api: AuthApi;
  crossTab: CrossTab;
  now?: () => number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

const SIGNED_OUT: SessionState = { loaded: true, user: null, session: null };

/**
 * The built-in adapter's session: the access token lives only in this object's memory (never in
 * storage, so a script injected into the page cannot lift it from there); the httpOnly refresh cookie
 * restores it on load. Refreshed every USER_TOKEN_REFRESH_MS and whenever getToken finds it within
 * 10 s of expiry; concurrent refreshes share one request. Sign-in and sign-out are broadcast to the
 * other tabs, which refresh or clear in turn.
 */
export class SessionStore {
  private state: SessionState = { loaded: false, user: null, session: null };
  private token: string | null = null;
  private expiresAtMs = 0;
  private inFlight: Promise<void> | null = null;
  /**
   * Counts sessions taken or ended here (accept, signOut). A refresh answers for the cookie it was sent
   * with: one that was in flight while the verification link signed the page in (or the user signed out)
   * must not undo that, so its answer is dropped when the count moved meanwhile.
   */
  private epoch = 0;
  private timer: unknown = null;
  private unlisten: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;

  constructor(private readonly deps: SessionStoreDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Restores the session from the cookie and starts the periodic refresh and the cross-tab listener. */
  start(): void {
    if (this.unlisten) return;
    this.unlisten = this.deps.crossTab.listen((message) => {
      if (message === 'signed-out') this.clear();
      else void this.refresh();
    });
    const every = this.deps.setInterval ?? ((fn, ms) => setInterval(fn, ms));
    this.timer = every(() => {
      if (this.token) void this.refresh();
    }, USER_TOKEN_REFRESH_MS);
    void this.refresh();
  }

  stop(): void {
    this.unlisten?.();
    this.unlisten = null;
    if (this.timer !== null) (this.deps.clearInterval ?? ((h) => clearInterval(h as ReturnType<typeof setInterval>)))(this.timer);
    this.timer = null;
  }

  getSnapshot = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A token with more than 10 s left, refreshing first when needed; null when signed out. */
  getToken = async (): Promise<string | null> => {
    if (this.token && isTokenNearExpiry(this.expiresAtMs, this.now())) await this.refresh();
    return this.token;
  };

  /** One refresh at a time: everyone asking meanwhile waits for the same answer. */
  refresh = (): Promise<void> => {
    this.inFlight ??= this.doRefresh().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  };

  /** Takes a session the server just issued (sign-in, second factor, verification) and tells the other tabs. */
  accept(response: SessionTokenResponse, broadcast: 'signed-in' | 'session-changed' | null = 'signed-in'): void {
    this.epoch += 1;
    this.apply(response);
    if (broadcast) this.deps.crossTab.post(broadcast);
  }

  /** Clears this tab at once (so the UI follows synchronously), then ends the server session and tells the other tabs. */
  signOut = async (): Promise<void> => {
    const wasSignedIn = this.token !== null;
    this.epoch += 1;
    this.clear();
    this.deps.crossTab.post('signed-out');
    if (!wasSignedIn) return;
    try {
      await this.deps.api.signOut();
    } catch (err) {
      // The local session is gone either way; the server's copy expires with its refresh cookie.
      logger.warn('auth', 'Sign-out request failed', { message: (err as Error).message });
    }
  };

  setActiveOrganization = async (organizationId: string | null): Promise<void> => {
    this.accept(await this.deps.api.setActiveOrganization(organizationId), 'session-changed');
  };

  private async doRefresh(): Promise<void> {
    const epoch = this.epoch;
    try {
      const response = await this.deps.api.refresh();
      if (epoch !== this.epoch) return;
      if (response) this.apply(response);
      else this.clear();
    } catch (err) {
      if (epoch !== this.epoch) return;
      if (isApiError(err) && (err.status === 401 || err.status === 403)) {
        if (err.code === ERROR_CODES.SESSION_IDLE) rememberSignedOutNotice(err.message);
        this.clear();
        return;
      }
      // Network or server trouble: keep a still-valid token, but never leave the app waiting forever.
      logger.warn('auth', 'Session refresh failed', { message: (err as Error).message });
      if (!this.state.loaded || (this.token && isTokenNearExpiry(this.expiresAtMs, this.now(), 0))) this.clear();
    }
  }

  private apply(response: SessionTokenResponse): void {
    const claims = decodeJwtPayload(response.token);
    this.token = response.token;
    this.expiresAtMs = tokenExpiresAtMs(claims, response.expiresIn, this.now());
    this.set({ loaded: true, user: userFromAuthUser(response.user), session: sessionFromClaims(claims) });
  }

  private clear(): void {
    this.token = null;
    this.expiresAtMs = 0;
    if (this.state !== SIGNED_OUT) this.set(SIGNED_OUT);
  }

  private set(next: SessionState): void {
    this.state = next;
    this.listeners.forEach((l) => l());
  }
}
