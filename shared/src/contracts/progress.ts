import { z } from 'zod';
import type { Notification } from './notifications';

/**
 * Live progress (SPEC §3 progress record and payload, §4 live progress, §7 live socket, §9 timings).
 * One source for the server's socket, the progress bus, the browser's socket client and the atoms.
 */

/** The six stages of an application, in pipeline order. */
export const PROGRESS_STAGES = ['upload', 'report', 'priorArt', 'idsAnalysis', 'idsTransformation', 'idsClassification'] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

export const isProgressStage = (value: unknown): value is ProgressStage => typeof value === 'string' && (PROGRESS_STAGES as readonly string[]).includes(value);

/** -1 marks a failed stage (SPEC §4). */
export const PROGRESS_ERROR = -1;
export const PROGRESS_DONE = 100;
/** A task of this type never touches the stage's global record. */
export const SUBTASK_TYPE = 'subtask';
/** The error type of a failed stage whose task names none. */
export const DEFAULT_ERROR_TYPE = 'unknown_error';

export const ProgressTaskRefSchema = z.object({ id: z.string().min(1), type: z.string().min(1) });
export type ProgressTaskRef = z.infer<typeof ProgressTaskRefSchema>;

/** What the server emits as `progress`, `user-progress` and `app-progress` (SPEC §3). */
export const ProgressPayloadSchema = z.object({
  stage: z.enum(PROGRESS_STAGES),
  applicationId: z.string().min(1),
  progress: z.number().min(PROGRESS_ERROR).max(PROGRESS_DONE),
  message: z.string().max(2000).default(''),
  final: z.boolean().default(false),
  task: ProgressTaskRefSchema.optional(),
  /** Set by the server when it publishes: milliseconds since the epoch. */
  timestamp: z.number().int().optional(),
});
export type ProgressPayload = z.infer<typeof ProgressPayloadSchema>;

/** The socket.io path on the API origin (SPEC §7). */
export const SOCKET_PATH = '/api/ws';

/** Event names of the live socket (SPEC §7): what the client sends and what the server sends. */
export const CLIENT_EVENTS = {
  requestProgress: 'request-progress',
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
  ping: 'ping',
  /**
   * A fresh token for an open socket. The server cuts a socket off when its token expires (built-in
   * tokens live 60 s), so the client sends each refreshed token here (SPEC §7: every 60 s).
   */
  authRefresh: 'auth:refresh',
} as const;

export const SERVER_EVENTS = {
  connected: 'connected',
  progress: 'progress',
  userProgress: 'user-progress',
  appProgress: 'app-progress',
  pong: 'pong',
  serverShutdown: 'server-shutdown',
  notification: 'notification',
  /** A refused subscribe or request: never data, only the reason. */
  error: 'socket-error',
} as const;

/** The three server events the client handles alike as progress (SPEC §7). */
export const PROGRESS_EVENTS = [SERVER_EVENTS.progress, SERVER_EVENTS.userProgress, SERVER_EVENTS.appProgress] as const;

/** The server's reason for a graceful stop, as the client expects it (SPEC §8). */
export const SERVER_SHUTDOWN_MESSAGE = 'Server shutting down';

/** The room of one application (SPEC §7 channel). */
export const appChannel = (applicationId: string): string => `app:${applicationId}`;

/** The application id of an `app:{id}` channel, or null when the channel is not one. */
export function applicationIdOfChannel(channel: unknown): string | null {
  if (typeof channel !== 'string' || !channel.startsWith('app:')) return null;
  const id = channel.slice(4);
  return id.length > 0 && id.length <= 200 ? id : null;
}

export const RequestProgressSchema = z.object({
  userId: z.string().optional(),
  applicationId: z.string().min(1).max(200),
  stage: z.literal('all'),
});
export type RequestProgress = z.infer<typeof RequestProgressSchema>;

export const ChannelRequestSchema = z.object({ channel: z.string().min(1).max(210) });

/** The stored latest state of one stage's task, as `request-progress` answers it. */
export const StageTaskStateSchema = z.object({
  progress: z.number(),
  message: z.string(),
  type: z.string(),
  timestamp: z.number().int(),
});
export type StageTaskState = z.infer<typeof StageTaskStateSchema>;

/** Error events the socket server emits, with a code the client can branch on. */
export const SocketErrorSchema = z.object({
  code: z.enum(['FORBIDDEN', 'BAD_REQUEST', 'RATE_LIMITED', 'TOO_LARGE', 'UNAUTHORIZED', 'SERVICE_UNAVAILABLE', 'INTERNAL']),
  message: z.string(),
  event: z.string().optional(),
});
export type SocketError = z.infer<typeof SocketErrorSchema>;

/** Connect-error messages the client branches on (SPEC §8): the server uses these exact texts. */
export const SOCKET_AUTH_ERRORS = {
  expired: 'JWT is expired',
  invalid: 'Token verification failed',
  missing: 'Authentication required',
  origin: 'Origin not allowed',
} as const;

/** `connected`: sent once the handshake is accepted. */
export const ConnectedSchema = z.object({ userId: z.string(), socketId: z.string() });
export type Connected = z.infer<typeof ConnectedSchema>;

/** `pong`: the server's clock in milliseconds since the epoch. */
export const PongSchema = z.object({ ts: z.number().int() });
export type Pong = z.infer<typeof PongSchema>;

/** `server-shutdown`: sent to every socket of a node that stops gracefully, just before it disconnects them. */
export const ServerShutdownSchema = z.object({ message: z.string() });
export type ServerShutdown = z.infer<typeof ServerShutdownSchema>;

/** `auth:refresh` body. */
export const AuthRefreshSchema = z.object({ token: z.string().min(1).max(8192) });
export type AuthRefresh = z.infer<typeof AuthRefreshSchema>;

/**
 * The stored state of one stage, as `request-progress` answers it: the stage's global record (SPEC §3:
 * progress, message, final, timestamp and, on failure, error, errorMessage, errorType) plus its task map.
 * It is a ProgressPayload without `task`, so a client that treats every `progress` event alike still
 * applies it as the stage's global progress; `tasks` and the error fields restore the rest. A stage
 * that only ever had subtasks reports progress 0 with its tasks.
 */
export const StageSnapshotSchema = ProgressPayloadSchema.omit({ task: true, timestamp: true }).extend({
  timestamp: z.number().int(),
  error: z.boolean(),
  errorMessage: z.string().nullable(),
  errorType: z.string().nullable(),
  tasks: z.record(z.string(), StageTaskStateSchema),
});
export type StageSnapshot = z.infer<typeof StageSnapshotSchema>;

/**
 * Everything stored for one application: the stages that have any state, in pipeline order (a stage
 * left out has never reported). `request-progress` emits each entry as one `progress` event and, when
 * the client passes an acknowledgement, answers `{ ok: true, snapshot }` as well.
 */
export const ProgressSnapshotSchema = z.object({
  applicationId: z.string(),
  stages: z.array(StageSnapshotSchema),
});
export type ProgressSnapshot = z.infer<typeof ProgressSnapshotSchema>;

/** What an acknowledgement callback receives: success with the event's result, or the refusal the error event also carries. */
export type SocketAck<T extends object = object> = ({ ok: true } & T) | { ok: false; error: SocketError };

/** Events the browser sends (socket.io event map; the server still validates every payload with the schemas above). */
export interface ClientToServerEvents {
  [CLIENT_EVENTS.requestProgress]: (request: RequestProgress, ack?: (res: SocketAck<{ snapshot: ProgressSnapshot }>) => void) => void;
  [CLIENT_EVENTS.subscribe]: (request: z.input<typeof ChannelRequestSchema>, ack?: (res: SocketAck) => void) => void;
  [CLIENT_EVENTS.unsubscribe]: (request: z.input<typeof ChannelRequestSchema>, ack?: (res: SocketAck) => void) => void;
  [CLIENT_EVENTS.ping]: (ack?: (pong: Pong) => void) => void;
  /** `expiresAt`: the new token's expiry in milliseconds since the epoch. */
  [CLIENT_EVENTS.authRefresh]: (request: AuthRefresh, ack?: (res: SocketAck<{ expiresAt: number }>) => void) => void;
}

/** Events the server sends (socket.io event map). */
export interface ServerToClientEvents {
  [SERVER_EVENTS.connected]: (data: Connected) => void;
  /** The stored state of one stage, answering `request-progress`. */
  [SERVER_EVENTS.progress]: (data: StageSnapshot) => void;
  /** Live progress of an application the user owns (room `user:{userId}`). */
  [SERVER_EVENTS.userProgress]: (data: ProgressPayload) => void;
  /** Live progress of a subscribed application (room `app:{applicationId}`). */
  [SERVER_EVENTS.appProgress]: (data: ProgressPayload) => void;
  [SERVER_EVENTS.pong]: (data: Pong) => void;
  [SERVER_EVENTS.serverShutdown]: (data: ServerShutdown) => void;
  [SERVER_EVENTS.notification]: (data: Notification) => void;
  [SERVER_EVENTS.error]: (data: SocketError) => void;
}
