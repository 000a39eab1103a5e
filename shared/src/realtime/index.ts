// React hooks: what a remote's page needs.
export { useApplicationProgress } from './use-application-progress';
export { useConnection } from './use-connection';
export type { ConnectionView } from './use-connection';
export { useProgressQuerySync } from './use-progress-query-sync';
export { syncQueriesWithProgress, applicationsWithSettledStages } from './progress-query-sync';

// The page's socket client (the host connects it on sign-in and disconnects it on sign-out).
export { getSocketClient, loadSocketIo } from './page-socket-client';
export { createSocketClient, SOCKET_CONNECT_TIMEOUT_MS, HEARTBEAT_LOST_MESSAGE } from './socket-client';
export type { SocketClient, SocketClientDeps, NotificationListener, JotaiStore } from './socket-client';
export type { RealtimeSocket, SocketFactory, SocketConnectOptions } from './socket-types';
export type { Clock, TimerHandle } from './clock';

// Atoms, for code outside React or for a component that needs one stage only.
export { progressAtoms, createProgressAtoms } from './progress-atoms';
export type { ProgressAtoms, ProgressAtomsDeps } from './progress-atoms';
export { connectionStateAtom } from './connection-atoms';

// The progress record and its rules (SPEC §3, §4).
export { EMPTY_APPLICATION_PROGRESS, FINAL_REASSERT_DELAY_MS, applicationProgressOf, applyProgress, reassertFinal, isStageActive, clearCompletedStages } from './progress-reducer';
export type { StageGlobal, StageTask, StageProgress, ApplicationProgress, ProgressState, ReassertFinalEffect, ApplyProgressResult } from './progress-reducer';
export { applyProgressSnapshot } from './progress-snapshot-apply';
export type { ApplySnapshotResult } from './progress-snapshot-apply';
export { STAGE_LABELS, stageLabel } from './stage-labels';
export { PROGRESS_STORAGE_KEY, PROGRESS_CACHE_VERSION, PROGRESS_MAX_AGE_MS } from './progress-persistence';

// The connection state (SPEC §3, §4, §8, §9).
export { INITIAL_CONNECTION_STATE, CONNECTION_HISTORY_LIMIT, MAX_ATTEMPTS_MESSAGE, isConnected } from './connection-state';
export type { ConnectionState, ConnectionStatus, ConnectionHistoryEntry } from './connection-state';
export { MAX_RECONNECT_ATTEMPTS } from './backoff';
export { isHealthy } from './heartbeat';
