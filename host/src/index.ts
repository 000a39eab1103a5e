import { startEarlyLoads } from './platform/early-loads';

// The registry and the current page's remote load in parallel with the bootstrap chunks.
startEarlyLoads(window.location.pathname);
// Federation needs an async boundary before shared modules are used (no `eager`).
// Named: the build groups what this chunk needs from the share scope (scripts/webpack/split-chunks.ts).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
