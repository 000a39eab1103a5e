import type { Chunk, ChunkGraph, Configuration, Module } from 'webpack';

type SplitChunks = Exclude<NonNullable<NonNullable<Configuration['optimization']>['splitChunks']>, false>;
type TestContext = { chunkGraph: ChunkGraph };

/**
 * The host's start chunk: what its entry imports behind the federation's async boundary (host/src/index.ts
 * names it so). Whatever it consumes from the share scope is what every first load waits for.
 */
export const START_CHUNK = 'bootstrap';

interface Group {
  name: string;
  test: RegExp;
  /** Only the fallbacks the start chunk needs; the others keep webpack's default split (a chunk of their own). */
  atStartOnly?: boolean;
}

const inPackages = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
const MUI = inPackages('@mui[\\\\/](?!icons-material)[^\\\\/]+|@emotion|@popperjs|@babel[\\\\/]runtime|react-transition-group|react-is|hoist-non-react-statics|stylis|clsx|prop-types');

/**
 * Whether a chunk is loaded by every first load: the start chunk, or a shared module's fallback that a
 * chunk loaded at start consumes (a consume-shared module's async block is its fallback). A chunk that
 * the start chunk imports lazily (a page, the signed-in frame) is not.
 */
function loadedAtStart(chunk: Chunk, chunkGraph: ChunkGraph, seen = new Set<Chunk>()): boolean {
  if (chunk.name === START_CHUNK) return true;
  if (seen.has(chunk)) return false;
  seen.add(chunk);
  for (const group of chunk.groupsIterable) {
    for (const origin of group.origins) {
      const consumer = origin.module;
      if (consumer?.type !== 'consume-shared-module') continue;
      for (const parent of chunkGraph.getModuleChunksIterable(consumer)) if (loadedAtStart(parent, chunkGraph, seen)) return true;
    }
  }
  return false;
}

function neededAtStart(module: Module, chunkGraph: ChunkGraph): boolean {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (loadedAtStart(chunk, chunkGraph)) return true;
  return false;
}

/**
 * Every shared subpath (`@mui/material/Button`, `@iprism/shared/shell` …) is its own federation fallback
 * and so, by default, its own chunk: the host's first load fetched ~170 of them. These groups put each
 * package family's fallbacks into one chunk. MUI (its components and its core) and our `shared` package are
 * grouped only as far as the start chunk needs them: the signed-out home page does not fetch the dialogs, menus and
 * forms of the signed-in frame and the auth pages, which keep webpack's default split like a remote's.
 * Only the grouping of files changes: each shared entry stays its own singleton in the share scope, and
 * a module still runs once. The first matching group (highest priority) wins.
 */
const HOST_GROUPS: Group[] = [
  { name: 'react', test: inPackages('react|react-dom|scheduler') },
  { name: 'router', test: inPackages('react-router|react-router-dom|cookie|set-cookie-parser') },
  // Only a signed-in page opens a socket: its client stays out of the chunk every first load needs.
  { name: 'socket', test: inPackages('socket\\.io-client|socket\\.io-parser|engine\\.io-client|engine\\.io-parser|@socket\\.io[\\\\/]component-emitter') },
  { name: 'icons', test: inPackages('@mui[\\\\/]icons-material'), atStartOnly: true },
  { name: 'mui', test: MUI, atStartOnly: true },
  { name: 'vendor', test: /[\\/]node_modules[\\/]/ },
  { name: 'iprism-shared', test: /[\\/]shared[\\/]src[\\/]/, atStartOnly: true },
];

/**
 * A remote uses the host's copies of what the host shares and fetches its own fallback only for what the
 * host does not provide (the host provides every MUI component a remote imports: shared-modules.ts). Its
 * fallbacks are not grouped: one MUI chunk for all of them made one missing component cost the remote's whole
 * MUI (196 kB gzip); webpack's default split gives each fallback its own chunk with what it alone needs.
 */
const REMOTE_GROUPS: Group[] = [];

function splitChunks(groups: Group[]): SplitChunks {
  const cacheGroups: NonNullable<SplitChunks['cacheGroups']> = {};
  const startOnly = groups.filter((g) => g.atStartOnly);
  groups.forEach(({ name, test, atStartOnly }, i) => {
    const priority = groups.length - i;
    // A start-only family's module that the start does not need matches no group at all, not even a broader
    // one below it (vendor), and keeps webpack's default split. Groups of one name fill one chunk.
    const matches = atStartOnly
      ? (module: Module, { chunkGraph }: TestContext) => test.test(module.nameForCondition() ?? '') && neededAtStart(module, chunkGraph)
      : (module: Module) => {
          const resource = module.nameForCondition() ?? '';
          return test.test(resource) && !startOnly.some((g) => g.test.test(resource));
        };
    cacheGroups[atStartOnly ? `${name}-at-start` : name] = { test: matches, name, chunks: 'async', enforce: true, priority };
  });
  // Lazily loaded chunks only: entry files (main.js, remoteEntry.js) stay as they are.
  return { chunks: 'async', cacheGroups };
}

export function appSplitChunks(kind: 'host' | 'remote'): SplitChunks {
  return splitChunks(kind === 'host' ? HOST_GROUPS : REMOTE_GROUPS);
}
