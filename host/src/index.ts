import { startEarlyLoads } from './platform/early-loads';
import { hasPrerenderedPage } from './platform/prerender-handoff';

const root = document.getElementById('root');
const prerendered = root !== null && hasPrerenderedPage(root);

// The registry, and unless the page came prerendered its remote, load in parallel with the bootstrap chunks.
// A prerendered page's content is already on screen: its code waits until the live frame is drawn over it.
startEarlyLoads(window.location.pathname, { page: !prerendered });
// Federation needs an async boundary before shared modules are used (no `eager`). The bootstrap chunk is named:
// the build groups what it needs from the share scope (scripts/webpack/split-chunks.ts); the frame's needs are a part.
if (prerendered) void import(/* webpackChunkName: "frame-first" */ './frame-first').then((m) => m.startFrameFirst());
else void import(/* webpackChunkName: "bootstrap" */ './bootstrap').then((m) => m.start());
