import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';

export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

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
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

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
  version: string;
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
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message} (got ${JSON.stringify(cleaned[String(i.path[0])])})`));
  }
  const e = parsed.data;
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
    version,
  });
}
