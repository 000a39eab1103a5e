import { SERVER_EVENTS, appChannel, applicationIdOfChannel } from '@iprism/shared/contracts';
import type { Queryable } from '../../platform/db/db';
import { listNotificationsCreatedSince, toNotification } from '../notifications';
import { findProgressChangedSince, loadProgressStates } from '../applications';
import { toProgressSnapshot } from './progress-snapshot';
import { userIdOfRoom, userRoom } from './rooms';
import type { RealtimeServer } from './socket-types';

/**
 * Re-sends to this node's sockets only what was broadcast through Redis since `since` and may never have
 * reached them (this node's link or the sender's was down), which nothing tells a client to ask for again:
 * - the stored state of every application that changed since `since` and that one of the sockets watches
 *   (its `app:` room) or owns (the owner's `user:` room), as the `progress` snapshots of `request-progress`,
 *   which the client merges with newer live state winning;
 * - the notifications created since `since` for the users of its `user:` rooms (not admin-only ones: see
 *   listNotificationsCreatedSince), which the client adds once by id.
 * Sending either twice is harmless. Answers how many of each were re-sent.
 */
export async function resendMissed(io: RealtimeServer, db: Queryable, since: Date): Promise<{ applications: number; notifications: number }> {
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
  const notifications = await listNotificationsCreatedSince(db, userIds, since);
  for (const record of notifications) io.local.to(userRoom(record.userId)).emit(SERVER_EVENTS.notification, toNotification(record));
  return { applications: changed.length, notifications: notifications.length };
}
