import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER, isCsrfExempt } from '@iprism/shared/contracts';
import type { Principal } from '../../../modules/auth';
import { appError } from '../../lib/errors';
import { verifyCsrfToken } from './csrf-tokens';
import { isOriginAllowed } from './origin-check';
import { decideForPrincipal } from './principal-decision';
import { isMutating, type RouteAccess } from './route-access';

/** One declared route: the access table is the single list of who may call what. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access, in registration order (tests and docs walk it). */
    accessTable: readonly DeclaredRoute[];
  }
  interface FastifyContextConfig {
    /** Who may call this route (every API route declares its access where it is defined). */
    access?: RouteAccess;
  }
}

export interface AccessOptions {
  /** Verifies the request's bearer token; null when missing, bad or expired. */
  resolvePrincipal(req: FastifyRequest): Promise<Principal | null>;
  csrfSecret: Buffer;
  /** Configured origins allowed to send mutating requests (besides the request's own origin). */
  allowedOrigins: readonly string[];
  now?: () => Date;
}

const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/');

const AREA_ACCESS = Symbol('areaAccess');
type AreaScoped = FastifyInstance & { [AREA_ACCESS]?: RouteAccess };

/**
 * Declares who may call every route of this route plugin (and the plugins it registers) once, where a
 * whole area shares one rule; a route that differs still sets its own `config.access`, which wins.
 */
export function declareAreaAccess(app: FastifyInstance, access: RouteAccess): void {
  (app as AreaScoped)[AREA_ACCESS] = access;
}

/**
 * "The server is the law": one hook applies, in order, authentication (401), the Origin
 * allow-list and the security token on mutating calls (403), then the route's declared access rule.
 * A route under /api with neither its own `config.access` nor its plugin's `declareAreaAccess` stops the
 * server at start-up, so no route can be added without deciding who may call it.
 */
export function registerAccess(app: FastifyInstance, opts: AccessOptions): void {
  const now = opts.now ?? (() => new Date());
  // Declared once so every request object has the same shape (Fastify's decorator advice).
  app.decorateRequest('principal', null);

  const table: DeclaredRoute[] = [];
  app.decorate('accessTable', table);
  // `this` is the plugin instance the route is added on, which carries its area's access.
  app.addHook('onRoute', function (this: AreaScoped, route) {
    if (!isApiPath(route.url)) return;
    const access = route.config?.access ?? this[AREA_ACCESS];
    if (!access) {
      throw new Error(`${String(route.method)} ${route.url} declares no access: call declareAreaAccess or set config.access (see http/access/route-access.ts).`);
    }
    route.config = { ...route.config, access };
    for (const method of [route.method].flat()) table.push({ method: String(method), url: route.url, access });
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    if (!access) return; // static files and the not-found handler
    const principal = await opts.resolvePrincipal(req);
    req.principal = principal;
    if (access.kind !== 'public' && !principal) throw appError('UNAUTHORIZED');

    if (!isMutating(req.method)) return gate(req, access, principal);
    const origin = req.headers.origin;
    if (origin !== undefined && !isOriginAllowed(origin, opts.allowedOrigins, `${req.protocol}://${req.host}`)) {
      throw appError('ORIGIN_NOT_ALLOWED');
    }
    if (access.kind !== 'public' && principal && !isCsrfExempt(req.url)) {
      const token = req.headers[CSRF_HEADER.toLowerCase()];
      if (typeof token !== 'string' || token === '') throw appError('CSRF_TOKEN_MISSING');
      if (verifyCsrfToken(opts.csrfSecret, principal.sessionId, token, now().getTime()) !== 'valid') {
        throw appError('CSRF_TOKEN_INVALID');
      }
    }
    return gate(req, access, principal);
  });

  async function gate(req: FastifyRequest, access: RouteAccess, principal: Principal | null): Promise<void> {
    if (access.kind === 'public' || !principal) return;
    const decision = await decideForPrincipal(app, principal, access, req.method, now());
    if (decision.allow) return;
    if (decision.statusCode === 401) throw appError('UNAUTHORIZED', decision.message);
    throw appError('FORBIDDEN', decision.message);
  }
}
