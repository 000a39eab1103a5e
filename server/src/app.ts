import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { createLocalAccessSignal, type AccessSignal } from './platform/access-cache/access-signal';
import { connectRedisAccessSignal } from './platform/access-cache/redis-access-signal';
import { authRoutes, csrfRoutes, principalFromRequest, sessionRoutes, setPasswordHashCost, setUpIdentity, trustedOrigin } from './modules/auth';
import { createAfterReplyQueue, type AfterReplyQueue } from './platform/lib/after-reply-queue';
import type { Config } from './platform/config/config';
import type { Db } from './platform/db/db';
import { registerErrorHandler } from './platform/http/plugins/error-handler';
import { registerPerimeter } from './platform/http/perimeter/perimeter-plugin';
import { LOG_REDACT_PATHS, REDACTED, redactUrl } from './platform/lib/redact-url';
import { registerJsonBody } from './platform/http/plugins/json-body';
import { registerNotFound } from './platform/http/plugins/not-found';
import { registerStaticSite } from './platform/http/plugins/static-site';
import { pageWithHead } from './platform/http/page-head/page-with-head';
import { healthRoutes } from './modules/health';
import { formsRoutes, toolboxRoutes } from './modules/toolbox';
import { newsroomRoutes } from './modules/newsroom';
import { agreementsRoutes } from './modules/agreements';
import { registerAccess } from './platform/http/access/access-plugin';
import { csrfSecretFrom } from './platform/http/access/csrf-tokens';
import { accountExportRoutes, accountRoutes, onboardingRoutes, patentSettingsRoutes } from './modules/accounts';
import { supportRoutes } from './modules/support';
import { acquisitionsRoutes } from './modules/acquisitions';
import { attachSearch, patentRecordRoutes, patentSearchRoutes } from './modules/search';
import { scoutRoutes } from './modules/scout';
import { adminNotificationsRoutes, adminRoutes } from './modules/admin';
import { devRoutes } from './modules/dev';
import { invitationsRoutes, organizationsRoutes } from './modules/organizations';
import { notificationsRoutes } from './modules/notifications';
import { draftingRoutes } from './modules/drafting';
import { attachRealtime } from './modules/realtime';
import { attachFileReaders } from './platform/file-readers/attach-file-readers';
import { attachPipeline } from './modules/pipeline';
import { attachClassification, classifyRoutes, cpcRoutes } from './modules/cpc';
import { applicationsRoutes, assignmentRoutes, idsRoutes } from './modules/applications';
import { openApiRoutes, registerOpenApi } from './platform/http/openapi';
import { registerZodSchemas } from './platform/http/plugins/zod-schemas';
import { corpusStatusRoutes } from './modules/corpus';
import { requestIdFrom } from './platform/http/request-id';
import { registerRateLimiters } from './platform/http/plugins/rate-limit-factory';
import { commerceRoutes, createLicensing, type Licensing } from './modules/commerce';
import { createOrgAdminCheck, type OrgAdminCheck } from './platform/http/access/org-admin-check';
import { connectRedis } from './platform/redis/connect-redis';
import { createMetricsRegistry } from './platform/metrics/registry';
import { registerHttpMetrics } from './platform/metrics/http-metrics';
import { registerDbPoolMetrics } from './platform/metrics/db-metrics';
import { metricsRoutes } from './platform/metrics/metrics-route';
import { routeRulesRoutes } from './modules/route-rules';
import { registrationsRoutes } from './modules/registrations';
import { termsRoutes } from './modules/terms';
import { timesheetsRoutes } from './modules/timesheets';
import { contractorsRoutes } from './modules/contractors';
import { careersRoutes } from './modules/careers';
import { infringementRoutes, invalidityRoutes } from './modules/litigation';
import { trademarkRoutes } from './modules/trademarks';
import { translateRoutes } from './modules/translation';

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
  registerZodSchemas(app, { strictAnswers: config.strictAnswers });
  // Observability: one registry per app; the realtime and pipeline parts add their own series below.
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
  // Identity: signing key, authenticators (built-in, then Clerk) and the mailer, once per app.
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
  // Access: before any route, so the onRoute check sees every /api route and every request is gated.
  const csrfSecret = csrfSecretFrom(config.csrfSecret);
  const allowedOrigins = [...(config.publicOrigin ? [config.publicOrigin] : []), ...config.allowedOrigins];
  registerAccess(app, { resolvePrincipal: (req) => principalFromRequest(app, req), csrfSecret, allowedOrigins });
  // The API document is generated from the routes registered after this.
  await registerOpenApi(app, config.version);
  // Live socket on Fastify's own HTTP server, which exists before listen; decorates progressBus and userPush.
  await attachRealtime(app, { allowedOrigins, redisUrl: config.redisUrl });
  // Patent search: before the pipeline, whose stage handlers take app.patentSearch.
  // Before the pipeline: onClose runs last-registered first, so the stages in hand finish before the readers stop.
  attachFileReaders(app, config);
  attachSearch(app, config);
  // The CPC model: after search, which its calibration uses; before the pipeline, which classifies.
  attachClassification(app);
  // Uploads and the durable pipeline: queue, file store, and this process's workers.
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
