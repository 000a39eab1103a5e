import { startEarlyLoads } from './platform/early-loads';

// The registry and the current page's remote load in parallel with the bootstrap chunks.
startEarlyLoads(window.location.pathname);
// Federation needs an async boundary before shared modules are used (no `eager`).
void import('./bootstrap');
