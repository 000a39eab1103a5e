import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { e2eDemoCorpusDir } from './support/demo-corpus';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** E2E runs against the production build, served by the real server on its embedded defaults. */
export default defineConfig({
  testDir: './specs',
  outputDir: join(tmpdir(), 'iprism-e2e-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'off',
  },
  webServer: {
    command: `node --import tsx server/src/main.ts`,
    cwd: join(__dirname, '..'),
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // A cold start imports the demo corpus and trademark register before it answers; on a loaded 2-core machine that passed a minute.
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: join(tmpdir(), `iprism-e2e-${process.pid}`),
      DEMO: '1',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1; the per-address limit itself is covered by the server tests.
      AUTH_RATE_LIMIT_PER_IP: '10000',
      // Passwords hash at 2^14 rather than OWASP's 2^17 (allowed only under NODE_ENV=test): hundreds of sign-ins.
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: '14',
      BUILDS_DIR: process.env.BUILDS_DIR ?? 'builds',
      CORPUS_DEMO_DIR: e2eDemoCorpusDir(),
      // Full text only: the browser tests must not share 2 cores with sentence encoding (vectors: server tests).
      EMBEDDER: 'off',
      // A scanned page is recognised in seconds on an idle machine, but the browser tests share it: room to finish.
      OCR_PAGE_TIMEOUT_MS: '180000',
      FILE_READER_TIMEOUT_MS: '400000',
    },
  },
});
