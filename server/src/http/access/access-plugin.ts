import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_EXPIRED_MESSAGE, CSRF_HEADER, ERROR_CODES, isCsrfExempt } from '@iprism/shared/contracts';
import type { Principal } from '../../auth/principal';
import { AppError, unauthorized } from '../../lib/errors';
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
    /** Who may call this route (issue 3: every API route declares its access where it is defined). */
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

export const CSRF_MISSING_MESSAGE = 'A security token is required for this request. Please refresh and try again.';
export const ORIGIN_REFUSED_MESSAGE = 'Requests from this origin are not allowed.';

const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/');

/**
 * "The server is the law" (issue 3): one hook applies, in order, authentication (401), the Origin
 * allow-list and the security token on mutating calls (403), then the route's declared access rule.
 * A route under /api without `config.access` stops the server at start-up, so no route can be
 * added without deciding who may call it.
 */
export function registerAccess(app: FastifyInstance, opts: AccessOptions): void {
  const now = opts.now ?? (() => new Date());
  // Declared once so every request object has the same shape (Fastify's decorator advice).
  app.decorateRequest('principal', null);

  const table: DeclaredRoute[] = [];
  app.decorate('accessTable', table);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`${String(route.method)} ${route.url} declares no access: set config.access (see http/access/route-access.ts).`);
    }
    for (const method of [route.method].flat()) table.push({ method: String(method), url: route.url, access });
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    if (!access) return; // static files and the not-found handler
    const principal = await opts.resolvePrincipal(req);
    req.principal = principal;
    if (access.kind !== 'public' && !principal) throw unauthorized();

    if (!isMutating(req.method)) return gate(req, access, principal);
    const origin = req.headers.origin;
    if (origin !== undefined && !isOriginAllowed(origin, opts.allowedOrigins, `${req.protocol}://${req.host}`)) {
      throw new AppError(403, ERROR_CODES.ORIGIN_NOT_ALLOWED, ORIGIN_REFUSED_MESSAGE);
    }
    if (access.kind !== 'public' && principal && !isCsrfExempt(req.url)) {
      const token = req.headers[CSRF_HEADER.toLowerCase()];
      if (typeof token !== 'string' || token === '') throw new AppError(403, ERROR_CODES.CSRF_TOKEN_MISSING, CSRF_MISSING_MESSAGE);
      if (verifyCsrfToken(opts.csrfSecret, principal.sessionId, token, now().getTime()) !== 'valid') {
        throw new AppError(403, ERROR_CODES.CSRF_TOKEN_INVALID, CSRF_EXPIRED_MESSAGE);
      }
    }
    return gate(req, access, principal);
  });

  async function gate(req: FastifyRequest, access: RouteAccess, principal: Principal | null): Promise<void> {
    if (access.kind === 'public' || !principal) return;
    const decision = await decideForPrincipal(app, principal, access, req.method, now());
    if (decision.allow) return;
    if (decision.statusCode === 401) throw unauthorized(decision.message);
    throw new AppError(403, ERROR_CODES.FORBIDDEN, decision.message);
  }
}
