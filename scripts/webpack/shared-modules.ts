import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The shared-module policy for the host and every remote (ARCHITECTURE §3).
 * Every entry is a singleton: two copies of React, the router, jotai, MUI/emotion
 * or our `shared` package would split contexts and stores between host and remotes.
 * Trailing-slash keys make subpath imports (react/jsx-runtime, react-dom/client,
 * @mui/material/Button, @iprism/shared/toast …) resolve to the same shared copy.
 */
const ROOT = join(__dirname, '..', '..');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  '@mui/material',
  '@mui/icons-material',
  '@emotion/react',
  '@emotion/styled',
  'socket.io-client',
] as const;

const WITH_SUBPATHS = new Set(['react', 'react-dom', 'jotai', '@mui/material', '@mui/icons-material']);

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

function sharedPackageVersion(): string {
  return String(readJson(join(ROOT, 'shared', 'package.json')).version);
}

/** The installed version of a browser-stack package (pinned once, in the pnpm catalog). */
function installedVersion(name: string): string {
  // Read by path: some packages (icons-material) do not export their package.json.
  return String(readJson(join(ROOT, 'shared', 'node_modules', name, 'package.json')).version);
}

export interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
  strictVersion?: boolean;
}

export function sharedModules(): Record<string, SharedEntry> {
  const out: Record<string, SharedEntry> = {};
  for (const name of SINGLETONS) {
    // Subpath files (esm/Box/package.json) carry no version, so every entry states it explicitly.
    const version = installedVersion(name);
    const entry: SharedEntry = { singleton: true, version, requiredVersion: `^${version}` };
    out[name] = entry;
    if (WITH_SUBPATHS.has(name)) out[`${name}/`] = entry;
  }
  // A `workspace:*` range is not semver, so the workspace package is shared with an explicit version.
  const version = sharedPackageVersion();
  out['@iprism/shared'] = { singleton: true, version, requiredVersion: version };
  out['@iprism/shared/'] = { singleton: true, version, requiredVersion: version };
  return out;
}
