import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { createLocalAccessSignal, type AccessSignal } from './access-cache/access-signal';
import { connectRedisAccessSignal } from './access-cache/redis-access-signal';
import { setUpIdentity } from './auth/identity';
import { setPasswordHashCost } from './auth/password';
import { createAfterReplyQueue, type AfterReplyQueue } from './lib/after-reply-queue';
import { trustedOrigin } from './auth/link-origin';
import type { Config } from './config/config';
import type { Db } from './db/db';
import { registerErrorHandler } from './http/plugins/error-handler';
import { registerPerimeter } from './http/perimeter/perimeter-plugin';
import { LOG_REDACT_PATHS, REDACTED, redactUrl } from './lib/redact-url';
import { registerJsonBody } from './http/plugins/json-body';
import { registerNotFound } from './http/plugins/not-found';
import { registerStaticSite } from './http/plugins/static-site';
import { pageWithHead } from './http/page-head/page-with-head';
import { healthRoutes } from './http/routes/health';
import { formsRoutes } from './http/routes/forms';
import { newsroomRoutes } from './http/routes/newsroom';
import { agreementsRoutes } from './http/routes/agreements';
import { authRoutes } from './http/routes/auth';
import { principalFromRequest } from './auth/request-principal';
import { registerAccess } from './http/access/access-plugin';
import { csrfSecretFrom } from './http/access/csrf-tokens';
import { accountRoutes } from './http/routes/account';
import { accountExportRoutes } from './http/routes/account/data-export';
import { patentSettingsRoutes } from './http/routes/account/patent-settings';
import { supportRoutes } from './http/routes/support';
import { acquisitionsRoutes } from './http/routes/acquisitions';
import { patentRecordRoutes } from './http/routes/patents/record';
import { scoutRoutes } from './http/routes/scout';
import { adminRoutes } from './http/routes/admin';
import { adminNotificationsRoutes } from './http/routes/admin/notifications';
import { csrfRoutes } from './http/routes/csrf';
import { devRoutes } from './http/routes/dev';
import { invitationsRoutes } from './http/routes/invitations';
import { notificationsRoutes } from './http/routes/notifications';
import { onboardingRoutes } from './http/routes/onboarding';
import { organizationsRoutes } from './http/routes/organizations';
import { toolboxRoutes } from './http/routes/toolbox';
import { draftingRoutes } from './http/routes/drafting';
import { attachRealtime } from './realtime/socket-server';
import { attachFileReaders } from './file-readers/attach-file-readers';
import { attachPipeline } from './pipeline/attach-pipeline';
import { attachSearch } from './search/attach-search';
import { attachClassification } from './classification/attach-classification';
import { patentSearchRoutes } from './http/routes/patents/search';
import { applicationsRoutes } from './http/routes/applications';
import { assignmentRoutes } from './http/routes/applications/assignments';
import { idsRoutes } from './http/routes/applications/ids';
import { openApiRoutes } from './http/openapi';
import { cpcRoutes } from './cpc/cpc-routes';
import { classifyRoutes } from './classification/classify-route';
import { corpusStatusRoutes } from './corpus-status/corpus-status-route';
import { requestIdFrom } from './http/request-id';
import { registerRateLimiters } from './http/plugins/rate-limit-factory';
import { createLicensing, type Licensing } from './licensing/license-service';
import { createOrgAdminCheck, type OrgAdminCheck } from './http/access/org-admin-check';
import { connectRedis } from './redis/connect-redis';
import { createMetricsRegistry } from './metrics/registry';
import { registerHttpMetrics } from './metrics/http-metrics';
import { registerDbPoolMetrics } from './metrics/db-metrics';
import { metricsRoutes } from './metrics/metrics-route';
import { commerceRoutes } from './http/routes/commerce';
import { routeRulesRoutes } from './http/routes/route-rules';
import { registrationsRoutes } from './http/routes/registrations';
import { termsRoutes } from './http/routes/terms';
import { sessionRoutes } from './http/routes/session';
import { timesheetsRoutes } from './http/routes/timesheets';
import { contractorsRoutes } from './http/routes/contractors';
import { careersRoutes } from './http/routes/careers';
import { invalidityRoutes } from './http/routes/litigate/invalidity';
import { infringementRoutes } from './http/routes/litigate/infringement';
import { trademarkRoutes } from './http/routes/trademarks';
import { translateRoutes } from './http/routes/translate';

/** What Fastify hands the `req` log serializer. */
interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export interface AppDeps {
  config: Readonly<Config>;
  db: Db;
  /** Serve the built host and remotes (off in API-only tests). */
  serveStatic?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Readonly<Config>;
    /** Raise after committing a write to sessions, licences, credits or memberships. */
    accessSignal: AccessSignal;
    licensing: Licensing;
    orgAdminCheck: OrgAdminCheck;
    /** Work the auth forms do after answering (hashing, look-ups, mail). */
    afterReply: AfterReplyQueue;
  }
}

/** Builds the Fastify app; `main.ts` listens, tests use `inject`. */
export async function buildApp({ config, db, serveStatic = true }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Secrets never reach the log: credentials in headers, tokens in paths and links.
      redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
      serializers: { req: (req: LoggedRequest) => ({ method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }) },
    },
    // Fastify would take the header as it comes; genReqId accepts a caller's id only when it is a plain token.
    requestIdHeader: false,
    genReqId: (req: IncomingMessage) => requestIdFrom(req.headers['x-request-id']),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  try {
    await assemble(app, { config, db, serveStatic });
    return app;
  } catch (err) {
    // What was already opened (Redis clients, the socket server, workers) closes through the onClose hooks.
    await app.close().catch(() => {});
    throw err;
  }
}

async function assemble(app: FastifyInstance, { config, db, serveStatic }: Required<AppDeps>): Promise<void> {
  app.decorate('db', db);
  app.decorate('config', config);
  registerErrorHandler(app);
  registerPerimeter(app, config);
  registerJsonBody(app);
  // Observability (issue 7): one registry per app; the realtime and pipeline parts add their own series below.
  app.decorate('metrics', createMetricsRegistry());
  registerHttpMetrics(app, app.metrics);
  if (db.poolStats) registerDbPoolMetrics(app.metrics, db.poolStats);
  // Redis first of all its users, so a missing Redis stops the start with one message naming REDIS_URL.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  registerRateLimiters(app, redis, config.rateLimitPrefix);
  // Access caches (sessions, licences, credits) clear on this signal, across nodes through Redis.
  const accessSignal = redis ? await connectRedisAccessSignal(redis, config.redisUrl!, app.log) : createLocalAccessSignal();
  app.addHook('onClose', () => accessSignal.close());
  app.decorate('accessSignal', accessSignal);
  app.decorate('licensing', createLicensing(db, accessSignal));
  app.decorate('orgAdminCheck', createOrgAdminCheck(db, accessSignal));
  // Identity (issue 3): signing key, authenticators (built-in, then Clerk) and the mailer, once per app.
  setPasswordHashCost(config.passwordHashCost);
  const identity = await setUpIdentity(config, db, accessSignal);
  app.decorate('authenticator', identity.authenticator);
  app.decorate('mailer', identity.mailer);
  app.decorate('afterReply', createAfterReplyQueue(app.log));
  app.addHook('onClose', () => app.afterReply.idle());
  // Parses the refresh cookie of /api/auth (the only cookie the API reads).
  await app.register(fastifyCookie);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // Access (issue 3): before any route, so the onRoute check sees every /api route and every request is gated.
  const csrfSecret = csrfSecretFrom(config.csrfSecret);
  const allowedOrigins = [...(config.publicOrigin ? [config.publicOrigin] : []), ...config.allowedOrigins];
  registerAccess(app, { resolvePrincipal: (req) => principalFromRequest(app, req), csrfSecret, allowedOrigins });
  // Live socket (issue 4) on Fastify's own HTTP server, which exists before listen; decorates progressBus and userPush.
  await attachRealtime(app, { allowedOrigins, redisUrl: config.redisUrl });
  // Patent search (issue 6): before the pipeline, whose stage handlers take app.patentSearch.
  // Before the pipeline: onClose runs last-registered first, so the stages in hand finish before the readers stop.
  attachFileReaders(app, config);
  attachSearch(app, config);
  // The CPC model (issue 23): after search, which its calibration uses; before the pipeline, which classifies.
  attachClassification(app);
  // Uploads and the durable pipeline (issue 5): queue, file store, and this process's workers.
  attachPipeline(app, config);
  await app.register(healthRoutes, { version: config.version, redis });
  await app.register(metricsRoutes, { registry: app.metrics, token: config.metricsToken });
  await app.register(formsRoutes);
  await app.register(newsroomRoutes);
  await app.register(agreementsRoutes);
  await app.register(authRoutes, { identity, rateLimit: config.authRateLimit });
  await app.register(csrfRoutes, { csrfSecret });
  await app.register(accountRoutes);
  await app.register(accountExportRoutes);
  await app.register(patentSettingsRoutes);
  await app.register(supportRoutes);
  await app.register(organizationsRoutes);
  await app.register(invitationsRoutes);
  await app.register(onboardingRoutes);
  await app.register(applicationsRoutes);
  await app.register(assignmentRoutes);
  await app.register(idsRoutes);
  await app.register(patentSearchRoutes);
  await app.register(openApiRoutes);
  await app.register(toolboxRoutes);
  await app.register(adminRoutes);
  await app.register(notificationsRoutes);
  await app.register(adminNotificationsRoutes);
  await app.register(cpcRoutes);
  await app.register(classifyRoutes);
  await app.register(corpusStatusRoutes);
  await app.register(acquisitionsRoutes);
  await app.register(patentRecordRoutes);
  await app.register(scoutRoutes);
  await app.register(draftingRoutes);
  await app.register(commerceRoutes);
  await app.register(routeRulesRoutes);
  await app.register(registrationsRoutes);
  await app.register(termsRoutes);
  await app.register(sessionRoutes);
  await app.register(timesheetsRoutes);
  await app.register(contractorsRoutes);
  await app.register(careersRoutes);
  await app.register(invalidityRoutes);
  await app.register(infringementRoutes);
  await app.register(trademarkRoutes);
  await app.register(translateRoutes);
  // Demo tools that write (throwaway applications, progress): absent unless DEMO is on (routes/dev).
  if (config.demo) await app.register(devRoutes);
  const pageHtml = serveStatic ? await registerStaticSite(app, config.buildsDir) : () => null;
  registerNotFound(app, async (path, req) => {
    const origin = trustedOrigin(config, req);
    const html = pageHtml(path, origin);
    return html && (await pageWithHead(db, html, path, origin, new Date()));
  });
}
