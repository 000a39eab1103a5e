import { readFileSync, readdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The shared-module policy for the host and every remote (ARCHITECTURE §3).
 * Every entry is a singleton: two copies of React, jotai, MUI/emotion, TanStack Query or our `shared`
 * package would split contexts and stores (the one QueryClient) between host and remotes. zod has no such
 * state, but every app's contracts use it, and it hardly tree-shakes: shared, a page loads it once. React Router is
 * not an entry: it is shared through `@iprism/shared/router`, which webpack tree-shakes.
 * Icons are not entries either: each is a few hundred bytes of path data drawn through
 * `@mui/material/utils` (shared), so every app bundles the ones it uses, without a
 * federation registration for each (what that cost every entry file outweighed the icons).
 * Trailing-slash keys make subpath imports (react/jsx-runtime, react-dom/client,
 * @mui/material/Button …) resolve to the same shared copy.
 */
const ROOT = join(__dirname, '..', '..');

const SINGLETONS = [
  'react',
  'react-dom',
  'jotai',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'socket.io-client',
  '@tanstack/react-query',
  'zod',
] as const;

const WITH_SUBPATHS = new Set(['react', 'react-dom', 'jotai', '@mui/material']);

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

function sharedPackageVersion(): string {
  return String(readJson(join(ROOT, 'shared', 'package.json')).version);
}

/** The installed version of a browser-stack package (pinned once, in the pnpm catalog). */
function installedVersion(name: string): string {
  // Read by path: a package need not export its package.json.
  return String(readJson(join(ROOT, 'shared', 'node_modules', name, 'package.json')).version);
}

export interface SharedEntry {
  singleton: true;
  /** The file to provide even though no module of this app imports it (a package request is provided only once imported). */
  import?: string;
  requiredVersion: string | false;
  version?: string;
  strictVersion?: boolean;
}

/**
 * Entry points of `@iprism/shared` that hold neither page state nor a React context: pure functions and
 * stateless components, bundled by each app like the per-file exports.
 */
const PER_APP_ENTRY_POINTS = new Set(['./contracts', './ui', './ui/logo-spinner', './ui/smooth-scroll', './text']);

/**
 * The `@iprism/shared` entry points shared as singletons: those the package exports by name that hold the page's
 * state or a React context (the shell's, logger's, live connection's and notifications' stores, the router, the
 * prerender's SEO collector). The per-file exports, `api/*` and `contracts/*`, and the stateless entry points are
 * bundled by each app, tree-shaken (the package declares no side effects): they hold no state of their own (the
 * API's token getter, session atom and request count are one per page through pageSingleton, and zod is shared),
 * and a shared entry point costs every app a share-map entry, is loaded whole by any page that uses one of its
 * names and, where the host does not provide it, is a whole-module fallback chunk. The contracts barrel is the
 * server's.
 */
function sharedPackageEntryPoints(): string[] {
  const exportsMap = readJson(join(ROOT, 'shared', 'package.json')).exports as Record<string, string>;
  return Object.keys(exportsMap)
    .filter((key) => !key.includes('*') && !PER_APP_ENTRY_POINTS.has(key))
    .map((key) => `@iprism/shared/${key.slice(2)}`);
}

const MUI_COMPONENT_IMPORT = /from '@mui\/material\/([A-Z][A-Za-z]*)'/g;

/**
 * The MUI components the remotes import (`Accordion` for `@mui/material/Accordion` …), read from their sources.
 * The host provides each of them whether it renders it or not: a component that no app provides is the remote's
 * own fallback, and that fallback carries a second copy of MUI's styling engine and default theme (about 20 kB
 * gzip), which the component's files import by relative path, out of the share scope's reach. Providing costs the
 * host a share-map entry each and no code until a remote asks.
 */
export function muiComponentsOfRemotes(): string[] {
  const found = new Set<string>();
  const remotesDir = join(ROOT, 'remotes');
  for (const remote of readdirSync(remotesDir)) {
    const src = join(remotesDir, remote, 'src');
    for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      for (const [, name] of readFileSync(join(src, file), 'utf8').matchAll(MUI_COMPONENT_IMPORT)) if (name) found.add(name);
    }
  }
  return [...found].sort();
}

/** `host`: the host also provides every MUI component a remote imports (see muiComponentsOfRemotes). */
export function sharedModules({ host = false }: { host?: boolean } = {}): Record<string, SharedEntry> {
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
  for (const name of sharedPackageEntryPoints()) out[name] = { singleton: true, version, requiredVersion: version };
  if (host) {
    const material = out['@mui/material'] as SharedEntry;
    // The ESM build, the file webpack resolves `@mui/material/<Name>` to (the package's "default" condition).
    const dir = realpathSync(join(ROOT, 'shared', 'node_modules', '@mui', 'material'));
    for (const name of muiComponentsOfRemotes()) out[`@mui/material/${name}`] = { ...material, import: join(dir, 'esm', name, 'index.js') };
  }
  return out;
}
