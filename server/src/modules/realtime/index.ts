/** What the realtime module offers the rest of the server: other modules and the app import it only from here. */
export { type ProgressWrites, type StageState } from './apply-progress';
export { type ProgressBus } from './progress-bus';
export { toProgressSnapshot } from './progress-snapshot';
export { attachRealtime } from './socket-server';
