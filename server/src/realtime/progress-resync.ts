import { SERVER_EVENTS, appChannel, applicationIdOfChannel } from '@iprism/shared/contracts';
import type { Queryable } from '../db/db';
import { findProgressChangedSince, loadProgressStates } from '../db/repositories/progress-state';
import { toProgressSnapshot } from './progress-snapshot';
import { userIdOfRoom, userRoom } from './rooms';
import type { RealtimeServer } from './socket-types';

/**
 * Re-sends, to this node's sockets only, the stored state of every application that changed since `since`
 * and that one of them watches (its `app:` room) or owns (the owner's `user:` room): what other nodes
 * published while this node's Redis link was down never reached them, and nothing tells a client to ask.
 * The events are the `progress` snapshots of `request-progress`, which the client merges with newer live
 * state winning, so sending one twice is harmless. Answers how many applications were re-sent.
 */
export async function resendProgressSince(io: RealtimeServer, db: Queryable, since: Date): Promise<number> {
  const applicationIds: string[] = [];
  const userIds: string[] = [];
  for (const room of io.of('/').adapter.rooms.keys()) {
    const applicationId = applicationIdOfChannel(room);
    if (applicationId) applicationIds.push(applicationId);
    const userId = userIdOfRoom(room);
    if (userId) userIds.push(userId);
  }
  const changed = await findProgressChangedSince(db, since, applicationIds, userIds);
  const states = await loadProgressStates(db, changed.map((c) => c.applicationId));
  for (const { applicationId, ownerUserId } of changed) {
    const snapshot = toProgressSnapshot(applicationId, states.get(applicationId) ?? {});
    // One emit to both rooms: a socket in both gets each stage once.
    for (const stage of snapshot.stages) io.local.to([appChannel(applicationId), userRoom(ownerUserId)]).emit(SERVER_EVENTS.progress, stage);
  }
  return changed.length;
}
