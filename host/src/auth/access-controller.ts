import type { LicenseInfo, OrganizationMembership } from '@iprism/shared/contracts/identity';
import { logger } from '@iprism/shared/logger';
import { cacheDecision, createAccessCache, membershipHash, startBackgroundRefresh, type AccessCache, type AccessFlags } from '../guards';
import { isSessionRejected } from './license-lookup';

export interface AccessControllerDeps {
  /** The licence, or null when the lookup failed; rejects with SessionRejectedError when the server refused the session. */
  getLicense: () => Promise<LicenseInfo | null>;
  reloadSession: () => Promise<void>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** One navigation as the access cache sees it. */
export interface NavigationInput {
  /** Whose cache: a different user starts from nothing. */
  userId: string;
  /** pathname + search: the refresh rules are decided once per navigation. */
  key: string;
  path: string;
  query: string;
  previousPath: string | null;
  memberships: readonly OrganizationMembership[];
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Owns the access cache of SPEC §3/§4 for the page and applies the pure rules (cacheDecision) to each
 * navigation: a navigation that needs a refresh waits for it (flagsFor returns null until then); a fresh
 * patent-dashboard cache is reused with a background licence refresh; session reloads run on the
 * waits the rules give (0, 1000, then 500 ms). React reads it through useSyncExternalStore.
 */
export class AccessController {
  private cache: AccessCache | null = null;
  private userId: string | null = null;
  /** Navigation keys whose refresh decision is settled (refreshed, or nothing to do). */
  private settledKey: string | null = null;
  private settledMembershipHash: string | null = null;
  private running: string | null = null;
  private version = 0;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly deps: AccessControllerDeps) {
    this.now = deps.now ?? Date.now;
    this.sleep = deps.sleep ?? defaultSleep;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes whenever the cache does (useSyncExternalStore snapshot). */
  getVersion = (): number => this.version;

  /** Forgets everything (sign-out, or another user signed in). */
  reset(): void {
    this.cache = null;
    this.userId = null;
    this.settledKey = null;
    this.settledMembershipHash = null;
    this.bump();
  }

  /**
   * The flags the guards may use for this navigation right now, or null while a blocking refresh is
   * due or running. Pure read: call `navigate` (in an effect) to start the work.
   */
  flagsFor(input: NavigationInput): AccessFlags | null {
    if (this.userId !== input.userId || this.cache === null) return null;
    if (this.settledKey === input.key) return this.cache;
    const decision = cacheDecision({ cache: this.cache, now: this.now(), query: input.query, previousPath: input.previousPath, path: input.path, memberships: input.memberships });
    return decision.refresh ? null : this.cache;
  }

  /** Applies the SPEC §4 cache rules to a navigation, once per navigation key (and membership change). */
  navigate(input: NavigationInput): void {
    if (this.userId !== input.userId) {
      this.reset();
      this.userId = input.userId;
    }
    const hash = membershipHash(input.memberships);
    if (this.settledKey === input.key) {
      // Same page, but the memberships changed (a session reload after accepting an invitation):
      // refresh without taking the page away.
      if (hash !== this.settledMembershipHash && this.running === null) {
        this.settledMembershipHash = hash;
        void this.refresh(input, [], false);
      }
      return;
    }
    if (this.running === input.key) return;
    const decision = cacheDecision({ cache: this.cache, now: this.now(), query: input.query, previousPath: input.previousPath, path: input.path, memberships: input.memberships });
    if (decision.refresh) {
      void this.refresh(input, decision.reloadSession, true);
      return;
    }
    this.settle(input.key, hash);
    if (decision.reloadBecauseVeryOld) void this.reloadSessions([0]);
    if (decision.backgroundRefresh && this.cache) {
      this.cache = startBackgroundRefresh(this.cache, this.now());
      void this.refresh(input, [], false);
    }
  }

  private settle(key: string, hash: string): void {
    this.settledKey = key;
    this.settledMembershipHash = hash;
  }

  private async refresh(input: NavigationInput, reloadWaitsMs: readonly number[], blocking: boolean): Promise<void> {
    if (blocking) this.running = input.key;
    try {
      // The first reload (wait 0) runs before the lookup, so a just-accepted invitation's membership
      // is in the session the licence is looked up with; the later ones catch up in the background.
      const [first, ...later] = reloadWaitsMs;
      if (first !== undefined) await this.reloadSessions([first]);
      const license = await this.lookUpLicense();
      if (this.userId !== input.userId) return;
      this.cache = createAccessCache({ license, memberships: input.memberships, now: this.now() });
      if (blocking) this.settle(input.key, membershipHash(input.memberships));
      this.bump();
      if (later.length > 0) void this.reloadSessions(later);
    } finally {
      if (blocking && this.running === input.key) this.running = null;
    }
  }

  /**
   * The licence for the guards. When the server refused the session itself (revoked or signed out
   * elsewhere), the session is reloaded first: that signs this page out, and the chain then sends the
   * user to sign in with redirect_url back here, rather than refusing for want of a subscription. A
   * session that merely needed a new token passes the one retry. Any other failure is no licence (SPEC §8).
   */
  private async lookUpLicense(): Promise<LicenseInfo | null> {
    try {
      return await this.deps.getLicense();
    } catch (err) {
      if (!isSessionRejected(err)) return null;
      await this.reloadSessions([0]);
      return this.deps.getLicense().catch(() => null);
    }
  }

  private async reloadSessions(waitsMs: readonly number[]): Promise<void> {
    for (const waitMs of waitsMs) {
      if (waitMs > 0) await this.sleep(waitMs);
      try {
        await this.deps.reloadSession();
      } catch (err) {
        // SPEC §8: a failed refresh is only logged; the guards go on with what they have.
        logger.warn('access', 'Session reload failed', { message: (err as Error).message });
      }
    }
  }

  private bump(): void {
    this.version += 1;
    this.listeners.forEach((l) => l());
  }
}
