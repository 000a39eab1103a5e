import { apiFetch } from '@iprism/shared/api/api-fetch';
import { ACCESS_CACHE_TIMEOUT_MS } from '@iprism/shared/contracts/access';
import { DEFAULT_ROUTE_GUARDS, RouteRuleAnswerSchema, normalizeRoutePath, type RouteRuleAnswer } from '@iprism/shared/contracts/route-rules';
import { logger } from '@iprism/shared/logger';
import type { RouteRuleState } from '../guards';

/** A failed lookup is the defaults: no redirect and every guard on, the safe side. */
const DEFAULTS: RouteRuleAnswer = { redirect: null, guards: { ...DEFAULT_ROUTE_GUARDS } };

export interface RouteRuleStoreDeps {
  fetchRule: (path: string) => Promise<RouteRuleAnswer>;
  now?: () => number;
  ttlMs?: number;
}

/**
 * The route rules the guard chain reads (SPEC §7), per normalised path, kept as long as the access
 * cache keeps a licence (ACCESS_CACHE_TIMEOUT_MS) and forgotten with it (`clear` on sign-out or another
 * user). React reads it through useSyncExternalStore.
 */
export class RouteRuleStore {
  private readonly entries = new Map<string, { answer: RouteRuleAnswer; at: number }>();
  private readonly inFlight = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  private readonly now: () => number;
  private readonly ttlMs: number;

  constructor(private readonly deps: RouteRuleStoreDeps) {
    this.now = deps.now ?? Date.now;
    this.ttlMs = deps.ttlMs ?? ACCESS_CACHE_TIMEOUT_MS;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  /** The cached answer for the path, or 'loading' while none is fresh (call `load` in an effect). */
  ruleFor(pathname: string): RouteRuleState {
    const entry = this.entries.get(normalizeRoutePath(pathname));
    return entry && this.now() - entry.at < this.ttlMs ? entry.answer : 'loading';
  }

  load(pathname: string): void {
    const key = normalizeRoutePath(pathname);
    if (this.ruleFor(key) !== 'loading' || this.inFlight.has(key)) return;
    this.inFlight.add(key);
    this.deps
      .fetchRule(key)
      .catch((err: unknown) => {
        logger.warn('access', 'Route rule lookup failed; using the defaults', { path: key, message: (err as Error).message });
        return DEFAULTS;
      })
      .then((answer) => {
        this.inFlight.delete(key);
        this.entries.set(key, { answer, at: this.now() });
        this.bump();
      });
  }

  clear(): void {
    if (this.entries.size === 0) return;
    this.entries.clear();
    this.bump();
  }

  private bump(): void {
    this.version += 1;
    this.listeners.forEach((l) => l());
  }
}

export const fetchRouteRule = (path: string): Promise<RouteRuleAnswer> =>
  apiFetch(`/api/route-rules?path=${encodeURIComponent(path)}`, { auth: 'none', notify: false, schema: RouteRuleAnswerSchema });
