import { createPublicKey } from 'node:crypto';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { AUDIT_RETENTION_DAYS_DEFAULT, UPLOAD_MAX_BYTES_DEFAULT, UPLOAD_MAX_PAGES_DEFAULT } from '@iprism/shared/contracts';
import { OCR_SHARE_OF_FILE_TIME, READER_DEFAULTS, type ReaderPoolSettings } from '../file-readers/reader-settings';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';
import { DEFAULT_COST_LOG2 } from '../../modules/auth';
import { trimEndOf } from '@iprism/shared/text';

export const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');
/** The demo patent corpus that ships with the product (built by `pnpm corpus:build-demo`). */
export const DEMO_CORPUS_DIR = join(REPO_ROOT, 'server', 'demo-corpus');

const bool = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  BUILDS_DIR: z.string().min(1).default('builds'),
  DEMO: bool.default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  // Which peers may set X-Forwarded-* (a load balancer in front of the API nodes): see trust-proxy.ts.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.message });
      return z.NEVER;
    }),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  // Identity: Clerk tokens are verified offline with this PEM public key when it is set.
  CLERK_JWT_KEY: z.string().transform((v) => v.replace(/\\n/g, '\n').trim()).refine(isRsaPublicKeyPem, 'must be a PEM public key (-----BEGIN PUBLIC KEY-----)').optional(),
  CLERK_ISSUER: z.string().url().optional(),
  CLERK_AUTHORIZED_PARTIES: z.string().optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('iPrism <no-reply@iprism.local>'),
  // scrypt cost of new password hashes as log2(N): the default is OWASP's minimum; less only under NODE_ENV=test.
  PASSWORD_HASH_COST: z.coerce.number().int().min(12).max(20).default(DEFAULT_COST_LOG2),
  // Without SMTP_URL and outside DEMO=1 the server refuses to start unless this opts into the outbox table.
  MAIL_OUTBOX: bool.default('0'),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  // Idle sign-out: sessions not seen (heartbeat of a visible tab) for this many minutes end; 0 = off.
  // At least 5: the heartbeat writes once a minute, so a shorter limit would end sessions in use.
  SESSION_IDLE_MINUTES: z.coerce.number().int().refine((n) => n === 0 || (n >= 5 && n <= 43_200), 'must be 0 (off) or 5 to 43200 minutes').default(0),
  // Access: HMAC key of the security tokens; every API node must share it at scale.
  CSRF_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  DEMO_PASSWORD: z.string().min(8).default('iprism-demo'),
  // Payments: Stripe when both are set, else invoices (and in DEMO=1 the demo card page).
  STRIPE_SECRET_KEY: z.string().min(8).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  // Test-only: where the Stripe client sends its calls (a local fake), as http://host:port.
  STRIPE_API_BASE: z.string().url().optional(),
  // Key of the invoice provider's signed webhook events; absent = a random key per process (single node only).
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  // Observability: set, GET /api/metrics needs `Authorization: Bearer <METRICS_TOKEN>`.
  METRICS_TOKEN: z.string().min(16, 'use at least 16 characters').regex(/^\S+$/, 'must not contain spaces').optional(),
  // Redis key prefix of the shared rate limits: deployments (or test runs) sharing one Redis keep their counts apart.
  RATE_LIMIT_PREFIX: z.string().regex(/^[\w.:{}-]+$/, 'letters, digits, _ . : - { } only').default('iprism:rl'),
  // Back office: audit rows older than this many days are deleted by the daily cleanup.
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(AUDIT_RETENTION_DAYS_DEFAULT),
  // Intake.
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(1024 * 1024 * 1024).default(UPLOAD_MAX_BYTES_DEFAULT),
  UPLOAD_MAX_PAGES: z.coerce.number().int().min(1).max(100_000).default(UPLOAD_MAX_PAGES_DEFAULT),
  // Pipeline workers in this process: 0 = API only (workers run as `pnpm worker`).
  PIPELINE_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  // How long a dead worker's job stays claimed before another worker takes it (live workers renew at a quarter of it).
  PIPELINE_LEASE_MS: z.coerce.number().int().min(2_000).max(3_600_000).default(60_000),
  // BullMQ's Redis key prefix: deployments (or test runs) sharing one Redis keep their queues apart.
  QUEUE_PREFIX: z.string().regex(/^[\w.{}-]+$/, 'letters, digits, _ . - { } only (braces: a Redis Cluster hash tag)').default('bull'),
  // Patent corpus: the demo start imports the shipped demo corpus into an empty corpus.
  CORPUS_DEMO_IMPORT: bool.default('1'),
  CORPUS_DEMO_DIR: z.string().min(1).optional(),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  // Claim translation through DeepL (the LLM adapter above is the other provider); the free API's URL for a free key.
  DEEPL_API_KEY: z.string().min(1).optional(),
  DEEPL_BASE_URL: z.string().url().default('https://api.deepl.com'),
  // Patent search: the sentence encoder of the semantic signal.
  EMBEDDER: z.enum(['local', 'openai', 'off']).default('local'),
  EMBEDDINGS_BASE_URL: z.string().url().optional(),
  EMBEDDINGS_API_KEY: z.string().min(1).optional(),
  EMBEDDINGS_MODEL: z.string().min(1).optional(),
  // Untrusted files (docs/security.md): readers run in worker threads, within these limits.
  FILE_READER_THREADS: z.coerce.number().int().min(1).max(8).default(READER_DEFAULTS.threads),
  FILE_READER_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(READER_DEFAULTS.timeoutMs),
  FILE_READER_HEAP_MB: z.coerce.number().int().min(64).max(4096).default(READER_DEFAULTS.heapMb),
  ZIP_MAX_ENTRIES: z.coerce.number().int().min(10).max(1_000_000).default(READER_DEFAULTS.zipMaxEntries),
  ZIP_MAX_EXPANDED_BYTES: z.coerce.number().int().min(1024 * 1024).max(8 * 1024 ** 3).default(READER_DEFAULTS.zipMaxExpandedBytes),
  ZIP_MAX_RATIO: z.coerce.number().int().min(2).max(100_000).default(READER_DEFAULTS.zipMaxRatio),
  XML_MAX_BYTES: z.coerce.number().int().min(64 * 1024).max(4 * 1024 ** 3).default(READER_DEFAULTS.xmlMaxBytes),
  XML_MAX_DEPTH: z.coerce.number().int().min(16).max(10_000).default(READER_DEFAULTS.xmlMaxDepth),
  PDF_MAX_DECODED_BYTES: z.coerce.number().int().min(1024 * 1024).max(16 * 1024 ** 3).default(READER_DEFAULTS.pdfMaxDecodedBytes),
  CSV_MAX_LINE_BYTES: z.coerce.number().int().min(1024).max(1024 ** 3).default(READER_DEFAULTS.csvMaxLineBytes),
  OCR_MAX_PAGES: z.coerce.number().int().min(0).max(10_000).default(READER_DEFAULTS.ocrMaxPages),
  OCR_PAGE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(READER_DEFAULTS.ocrPageTimeoutMs),
});

/** Env files often carry a PEM on one line with literal \n; it must still parse as a public key. */
function isRsaPublicKeyPem(value: string): boolean {
  if (!/^-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----$/.test(value)) return false;
  try {
    return createPublicKey(value).asymmetricKeyType === 'rsa';
  } catch {
    return false;
  }
}

/** Settings whose values are secrets, or URLs that may carry a password: a config error names them, never shows them. */
const SECRET_SETTING = /(SECRET|TOKEN|PASSWORD|_KEY|DATABASE_URL|REDIS_URL|SMTP_URL)$/;

const shownValue = (name: string, value: unknown): string => (SECRET_SETTING.test(name) ? 'value not shown' : `got ${JSON.stringify(value)}`);

const commaList = (value: string | undefined): string[] => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  buildsDir: string;
  demo: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  databaseUrl?: string;
  redisUrl?: string;
  publicOrigin?: string;
  allowedOrigins: string[];
  shutdownGraceMs: number;
  /** Fastify's `trustProxy`: the peers whose X-Forwarded-* headers are believed. */
  trustProxy: TrustProxy;
  version: string;
  /** Offline verification of Clerk session tokens; absent = built-in identity provider only. */
  clerk?: { jwtKey: string; issuer: string; authorizedParties: string[] };
  /** Outgoing mail goes over SMTP when set, else to the dev outbox table. */
  smtpUrl?: string;
  mailFrom: string;
  /** Opted into the outbox table without SMTP outside the demo (MAIL_OUTBOX=1); see mail-setting.ts. */
  mailOutbox: boolean;
  /** log2(N) of scrypt for new password hashes (PASSWORD_HASH_COST). */
  passwordHashCost: number;
  /** A response schema that drops a key the handler answered is a 500 (NODE_ENV=test only). */
  strictAnswers: boolean;
  /** Sign-in attempts allowed per account and client address, and per address, in one 15-minute window. */
  authRateLimit: { perAccount: number; perIp: number };
  /** Minutes without a heartbeat after which a session is signed out (SESSION_IDLE_MINUTES); null = off. */
  sessionIdleMinutes: number | null;
  /** Key of the security tokens (CSRF); absent = a random key per process (single node only). */
  csrfSecret?: string;
  /** Password of every demo account (DEMO=1). */
  demoPassword: string;
  /** Payment provider settings: Stripe when `stripe` is set, else invoices. */
  payments: { stripe?: { secretKey: string; webhookSecret: string; apiBase?: string }; webhookSecret?: string };
  /** Bearer token of GET /api/metrics; absent = the endpoint is open (bind it to loopback or a private network). */
  metricsToken?: string;
  /** Redis key prefix of the shared rate limits (RATE_LIMIT_PREFIX): keys are `{prefix}:{limit}:{key}`. */
  rateLimitPrefix: string;
  upload: { maxBytes: number; maxPages: number };
  pipelineWorkers: number;
  /** A claimed job's lease in ms (PIPELINE_LEASE_MS); workers renew it at a quarter of it. */
  pipelineLeaseMs: number;
  /** BullMQ key prefix in Redis (QUEUE_PREFIX). */
  queuePrefix: string;
  /** DEMO=1 with an empty corpus imports `dir` in the background after listening (when the folder exists). */
  corpusDemo: { import: boolean; dir: string };
  /** An OpenAI-compatible endpoint for abstractive summaries; absent = extractive only. */
  llm?: { baseUrl: string; apiKey: string; model: string };
  deepl?: { baseUrl: string; apiKey: string };
  /** The search's sentence encoder: USE Lite in-process, an OpenAI-compatible /embeddings endpoint, or none. */
  embedder: { kind: 'local' } | { kind: 'off' } | { kind: 'openai'; baseUrl: string; apiKey: string; model: string };
  /** The worker threads that read uploaded and imported files, and the caps checked before they start. */
  fileReaders: ReaderPoolSettings;
  /** Days an audit row is kept (AUDIT_RETENTION_DAYS, default 400). */
  auditRetentionDays: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
}

/**
 * Parses the environment once, reports every problem at once, and freezes the result
 * (the habit of Fastify's own config validation).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message} (${shownValue(String(i.path[0]), cleaned[String(i.path[0])])})`));
  }
  const e = parsed.data;
  if (e.PASSWORD_HASH_COST < DEFAULT_COST_LOG2 && env.NODE_ENV !== 'test') {
    throw new ConfigError([`PASSWORD_HASH_COST: below ${DEFAULT_COST_LOG2} (OWASP's minimum) only for tests (NODE_ENV=test)`]);
  }
  if (e.CLERK_JWT_KEY && (!e.CLERK_ISSUER || commaList(e.CLERK_AUTHORIZED_PARTIES).length === 0)) {
    throw new ConfigError(['CLERK_JWT_KEY: needs CLERK_ISSUER and CLERK_AUTHORIZED_PARTIES (comma-separated origins) too']);
  }
  if (e.LLM_BASE_URL && !e.LLM_MODEL) throw new ConfigError(['LLM_BASE_URL: needs LLM_MODEL (and usually LLM_API_KEY) too']);
  if (e.EMBEDDER === 'openai' && (!e.EMBEDDINGS_BASE_URL || !e.EMBEDDINGS_MODEL)) {
    throw new ConfigError(['EMBEDDER=openai: needs EMBEDDINGS_BASE_URL (the endpoint without /embeddings) and EMBEDDINGS_MODEL (and usually EMBEDDINGS_API_KEY) too']);
  }
  const { version } = require(join(REPO_ROOT, 'package.json')) as { version: string };
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    dataDir: absolute(e.DATA_DIR),
    buildsDir: isAbsolute(e.BUILDS_DIR) ? e.BUILDS_DIR : join(REPO_ROOT, e.BUILDS_DIR),
    demo: e.DEMO,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicOrigin: e.PUBLIC_ORIGIN,
    allowedOrigins: (e.ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    trustProxy: e.TRUST_PROXY,
    version,
    clerk: e.CLERK_JWT_KEY && e.CLERK_ISSUER ? { jwtKey: e.CLERK_JWT_KEY, issuer: e.CLERK_ISSUER, authorizedParties: commaList(e.CLERK_AUTHORIZED_PARTIES) } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailOutbox: e.MAIL_OUTBOX,
    passwordHashCost: e.PASSWORD_HASH_COST,
    // Tests answer 500 when a response schema drops a key the handler sent (see http/plugins/zod-schemas.ts).
    strictAnswers: env.NODE_ENV === 'test',
    authRateLimit: { perAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT, perIp: e.AUTH_RATE_LIMIT_PER_IP },
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES || null,
    csrfSecret: e.CSRF_SECRET,
    demoPassword: e.DEMO_PASSWORD,
    payments: {
      stripe: e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE } : undefined,
      webhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    },
    metricsToken: e.METRICS_TOKEN,
    rateLimitPrefix: e.RATE_LIMIT_PREFIX,
    upload: { maxBytes: e.UPLOAD_MAX_BYTES, maxPages: e.UPLOAD_MAX_PAGES },
    pipelineWorkers: e.PIPELINE_WORKERS,
    pipelineLeaseMs: e.PIPELINE_LEASE_MS,
    queuePrefix: e.QUEUE_PREFIX,
    corpusDemo: { import: e.CORPUS_DEMO_IMPORT, dir: e.CORPUS_DEMO_DIR ? absolute(e.CORPUS_DEMO_DIR) : DEMO_CORPUS_DIR },
    llm: e.LLM_BASE_URL && e.LLM_MODEL ? { baseUrl: trimEndOf(e.LLM_BASE_URL, '/'), apiKey: e.LLM_API_KEY ?? '', model: e.LLM_MODEL } : undefined,
    deepl: e.DEEPL_API_KEY ? { baseUrl: trimEndOf(e.DEEPL_BASE_URL, '/'), apiKey: e.DEEPL_API_KEY } : undefined,
    embedder:
      e.EMBEDDER === 'openai' && e.EMBEDDINGS_BASE_URL && e.EMBEDDINGS_MODEL
        ? { kind: 'openai' as const, baseUrl: trimEndOf(e.EMBEDDINGS_BASE_URL, '/'), apiKey: e.EMBEDDINGS_API_KEY ?? '', model: e.EMBEDDINGS_MODEL }
        : { kind: e.EMBEDDER === 'off' ? ('off' as const) : ('local' as const) },
    fileReaders: {
      threads: e.FILE_READER_THREADS,
      timeoutMs: e.FILE_READER_TIMEOUT_MS,
      heapMb: e.FILE_READER_HEAP_MB,
      limits: {
        zip: { maxEntries: e.ZIP_MAX_ENTRIES, maxExpandedBytes: e.ZIP_MAX_EXPANDED_BYTES, maxRatio: e.ZIP_MAX_RATIO },
        xml: { maxBytes: e.XML_MAX_BYTES, maxDepth: e.XML_MAX_DEPTH },
        pdf: { maxPages: e.UPLOAD_MAX_PAGES, maxDecodedBytes: e.PDF_MAX_DECODED_BYTES },
        csv: { maxLineBytes: e.CSV_MAX_LINE_BYTES },
        ocr: { maxPages: e.OCR_MAX_PAGES, pageTimeoutMs: e.OCR_PAGE_TIMEOUT_MS, documentTimeoutMs: e.FILE_READER_TIMEOUT_MS * OCR_SHARE_OF_FILE_TIME },
      },
    },
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
  });
}
