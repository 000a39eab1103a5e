import type { FastifyBaseLogger } from 'fastify';
import type { ZodType, ZodTypeDef } from 'zod';
import {
  CLIENT_EVENTS,
  ChannelRequestSchema,
  RequestProgressSchema,
  SERVER_EVENTS,
  appChannel,
  applicationIdOfChannel,
} from '@iprism/shared/contracts';
import type { Principal } from '../auth';
import { decideForPrincipal, type DecisionDeps } from '../../platform/http/access/principal-decision';
import { PILOT } from '../../platform/http/access/route-access';
import { loadProgressState, seesApplication } from '../applications';
import { toProgressSnapshot } from './progress-snapshot';
import { failureOf, refuse, splitArgs, type Ack } from './socket-replies';
import type { RealtimeSocket } from './socket-types';

export interface ProgressHandlerDeps extends DecisionDeps {
  now: () => number;
  log: FastifyBaseLogger;
}

/**
 * What reading an application over HTTP requires (the application routes declare PILOT, then
 * findVisibleApplication asks seesApplication): the socket's reads of the same application ask the same.
 */
export const APPLICATION_READ_ACCESS = PILOT;

export async function mayReadApplication(deps: DecisionDeps, principal: Principal, applicationId: string, now: Date): Promise<boolean> {
  const decision = await decideForPrincipal(deps, principal, APPLICATION_READ_ACCESS, 'GET', now);
  return decision.allow && seesApplication(deps.db, principal.userId, applicationId);
}

/** One message for "no such application" and "not yours", so a refusal never tells which ids exist. */
export const APPLICATION_FORBIDDEN_MESSAGE = 'You do not have access to this application.';
const CHANNEL_INVALID_MESSAGE = 'The channel must be app:{applicationId}.';

/**
 * `request-progress`, `subscribe` and `unsubscribe` (SPEC §7). Every application is authorised for the
 * socket's verified principal by the rule of the HTTP reads (`mayReadApplication`: the licence, then
 * `isApplicationVisible`); the `userId` a client sends is never trusted.
 * Refusals emit the error event and never any data.
 */
export function registerProgressHandlers(socket: RealtimeSocket, deps: ProgressHandlerDeps): void {
  const mayWatch = (applicationId: string): Promise<boolean> => mayReadApplication(deps, socket.data.principal, applicationId, new Date(deps.now()));

  type ProgressEvent = typeof CLIENT_EVENTS.requestProgress | typeof CLIENT_EVENTS.subscribe | typeof CLIENT_EVENTS.unsubscribe;
  /** Parses the payload, runs `handle`, and turns a bad payload or a failure into a refusal. */
  const on = <T>(event: ProgressEvent, schema: ZodType<T, ZodTypeDef, unknown>, handle: (input: T, ack: Ack | null) => Promise<void>) => {
    socket.on(event, (...args: unknown[]) => {
      const { payload, ack } = splitArgs(args);
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return refuse(socket, ack, { code: 'BAD_REQUEST', message: `Invalid ${event} payload.`, event });
      handle(parsed.data, ack).catch((err: unknown) => refuse(socket, ack, failureOf(err, event, deps.log, socket.data.principal.userId)));
    });
  };

  on(CLIENT_EVENTS.requestProgress, RequestProgressSchema, async ({ applicationId }, ack) => {
    if (!(await mayWatch(applicationId))) return refuse(socket, ack, { code: 'FORBIDDEN', message: APPLICATION_FORBIDDEN_MESSAGE, event: CLIENT_EVENTS.requestProgress });
    const snapshot = toProgressSnapshot(applicationId, await loadProgressState(deps.db, applicationId));
    for (const stage of snapshot.stages) socket.emit(SERVER_EVENTS.progress, stage);
    ack?.({ ok: true, snapshot });
  });

  on(CLIENT_EVENTS.subscribe, ChannelRequestSchema, async ({ channel }, ack) => {
    const applicationId = applicationIdOfChannel(channel);
    if (!applicationId) return refuse(socket, ack, { code: 'BAD_REQUEST', message: CHANNEL_INVALID_MESSAGE, event: CLIENT_EVENTS.subscribe });
    if (!(await mayWatch(applicationId))) return refuse(socket, ack, { code: 'FORBIDDEN', message: APPLICATION_FORBIDDEN_MESSAGE, event: CLIENT_EVENTS.subscribe });
    // The check awaited the database: a socket gone meanwhile would stay in the room as a dead id.
    if (!socket.connected) return;
    await socket.join(appChannel(applicationId));
    ack?.({ ok: true });
  });

  // Leaving needs no authorisation, but only app rooms may be left: the user room is the server's.
  on(CLIENT_EVENTS.unsubscribe, ChannelRequestSchema, async ({ channel }, ack) => {
    const applicationId = applicationIdOfChannel(channel);
    if (!applicationId) return refuse(socket, ack, { code: 'BAD_REQUEST', message: CHANNEL_INVALID_MESSAGE, event: CLIENT_EVENTS.unsubscribe });
    await socket.leave(appChannel(applicationId));
    ack?.({ ok: true });
  });
}
