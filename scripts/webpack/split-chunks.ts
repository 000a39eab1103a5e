import type { Configuration } from 'webpack';

type SplitChunks = Exclude<NonNullable<NonNullable<Configuration['optimization']>['splitChunks']>, false>;
type Group = [name: string, test: RegExp];

const inPackages = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

const MUI = inPackages('@mui[\\\\/](?!icons-material)[^\\\\/]+|@emotion|@popperjs|@babel[\\\\/]runtime|react-transition-group|react-is|hoist-non-react-statics|stylis|clsx|prop-types');

/**
 * Every shared subpath (`@mui/material/Button`, `@iprism/shared/toast` …) is its own federation
 * fallback and so, by default, its own chunk: the host's first load fetched ~170 of them. These
 * groups put each package family's fallbacks into one chunk. Only the grouping of files changes:
 * each shared entry stays its own singleton in the share scope, and a module still runs once.
 * The first matching group (highest priority) wins.
 */
const HOST_GROUPS: Group[] = [
  ['react', inPackages('react|react-dom|scheduler')],
  ['router', inPackages('react-router|react-router-dom|cookie|set-cookie-parser')],
  ['icons', inPackages('@mui[\\\\/]icons-material')],
  ['mui', MUI],
  ['vendor', /[\\/]node_modules[\\/]/],
  ['iprism-shared', /[\\/]shared[\\/]src[\\/]/],
];

/**
 * A remote uses the host's copies of what the host shares; it fetches its own only for what the host
 * does not load. Its MUI fallbacks (e.g. Accordion and Table on the pricing page) came as ~15 small
 * chunks each pulling MUI internals; one chunk is faster to fetch. Icons stay one chunk each: a page
 * needs a handful of a remote's many icons, and the first load of `/` fetches only those.
 */
const REMOTE_GROUPS: Group[] = [['mui', MUI]];

function splitChunks(groups: Group[]): SplitChunks {
  const cacheGroups: NonNullable<SplitChunks['cacheGroups']> = {};
  groups.forEach(([name, test], i) => {
    cacheGroups[name] = { test, name, chunks: 'async', enforce: true, priority: groups.length - i };
  });
  // Lazily loaded chunks only: entry files (main.js, remoteEntry.js) stay as they are.
  return { chunks: 'async', cacheGroups };
}

export function appSplitChunks(kind: 'host' | 'remote'): SplitChunks {
  return splitChunks(kind === 'host' ? HOST_GROUPS : REMOTE_GROUPS);
}
