import { ProgressPayloadSchema, type ProgressPayload } from '@iprism/shared/contracts';
import type { Queryable } from '../../platform/db/db';
import { findApplication, saveProgressWrites } from '../applications';
import { appError } from '../../platform/lib/errors';
import { progressWrites } from './apply-progress';

/** Where published progress goes live; the socket server implements it with rooms (and Redis across nodes). */
export interface ProgressFanOut {
  /** `app-progress` to room `app:{applicationId}` (every subscriber). */
  toApplication(applicationId: string, payload: ProgressPayload): void;
  /** `user-progress` to room `user:{userId}` (the owner's open sockets). */
  toUser(userId: string, payload: ProgressPayload): void;
}

/** The one way server code reports stage progress (pipeline workers, uploads). */
export interface ProgressBus {
  /**
   * Validates `input` (ProgressPayloadSchema; a ZodError on bad input), stamps it with the server time,
   * stores it (SPEC §4 rules, see apply-progress.ts), then pushes it to watchers and the owner.
   * Throws NOT_FOUND for an unknown application. Resolves to the payload as it was sent.
   */
  publish(input: unknown): Promise<ProgressPayload>;
  /**
   * `publish` in two steps, for progress that belongs to other writes: stores it through `tx` (a
   * transaction; a throw there rolls the writes back) and answers the push, to call once `tx` committed.
   */
  store(input: unknown, tx: Queryable): Promise<() => ProgressPayload>;
}

declare module 'fastify' {
  interface FastifyInstance {
    progressBus: ProgressBus;
  }
}

export function createProgressBus(deps: { db: Queryable; fanOut: ProgressFanOut; now?: () => number }): ProgressBus {
  const now = deps.now ?? Date.now;
  const store: ProgressBus['store'] = async (input, db) => {
    const payload = { ...ProgressPayloadSchema.parse(input), timestamp: now() };
    const application = await findApplication(db, payload.applicationId);
    if (!application) throw appError('NOT_FOUND', 'Application not found');
    // Stored before it is sent: a client that asks for the state right after an event sees it.
    await saveProgressWrites(db, payload.applicationId, payload.stage, progressWrites(payload));
    return () => {
      deps.fanOut.toApplication(payload.applicationId, payload);
      deps.fanOut.toUser(application.ownerUserId, payload);
      return payload;
    };
  };
  return {
    store,
    async publish(input) {
      return (await store(input, deps.db))();
    },
  };
}
