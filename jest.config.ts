import type { Config } from 'jest';

const swc: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
  ],
};

/** ESM-only packages that Jest's CommonJS runtime must have transformed (Node itself can require them). */
const ESM_ONLY = ['cookie', 'jose', 'double-metaphone'];

const common = {
  transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${ESM_ONLY.join('|')})/)`],
  transform: swc,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/builds/'],
};

/** Browser tests mock one resource's calls by its module (`jest.mock('@iprism/shared/api/account', …)`). */
const apiModules = { '^@iprism/shared/api/(.+)$': '<rootDir>/shared/src/api/$1' };

/** Unit and integration tests of every package; e2e lives in Playwright. */
const config: Config = {
  // A worker that has grown past this after a test file is replaced: each server file leaves a PGlite and its modules behind.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    { ...common, displayName: 'shared', testEnvironment: 'node', roots: ['<rootDir>/shared/src'] },
    { ...common, displayName: 'host', testEnvironment: 'jsdom', roots: ['<rootDir>/host/src'], moduleNameMapper: apiModules, setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-dom.ts'] },
    { ...common, displayName: 'remotes', testEnvironment: 'jsdom', roots: ['<rootDir>/remotes'], moduleNameMapper: apiModules, setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-dom.ts'] },
    // Building an app means starting PGlite and loading the signing key: seconds on a busy machine.
    { ...common, displayName: 'server', testEnvironment: 'node', roots: ['<rootDir>/server/src', '<rootDir>/server/test'], setupFilesAfterEnv: ['<rootDir>/server/test/setup-timeout.ts'], globalSetup: '<rootDir>/server/test/databases-global-setup.ts', globalTeardown: '<rootDir>/server/test/databases-global-teardown.ts' },
    { ...common, displayName: 'scripts', testEnvironment: 'node', roots: ['<rootDir>/scripts'] },
    { ...common, displayName: 'bench', testEnvironment: 'node', roots: ['<rootDir>/bench'] },
  ],
};

export default config;
