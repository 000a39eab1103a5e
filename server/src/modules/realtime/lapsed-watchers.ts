import { applicationIdOfChannel } from '@iprism/shared/contracts';
import type { Queryable } from '../../platform/db/db';
import { whoSeesApplication } from '../applications';
import type { RealtimeServer } from './socket-types';

/**
 * Takes this node's sockets out of every application room they may no longer watch, by the same rule as
 * `subscribe`. Access that ends is normally applied at once on every node (user-push.ts
 * `leaveApplications`, through Redis); while a node's Redis link was down that message never reached it.
 * One query per room. Answers how many sockets left a room.
 */
export async function dropLapsedWatchers(io: RealtimeServer, db: Queryable): Promise<number> {
  const namespace = io.of('/');
  let dropped = 0;
  for (const [room, ids] of namespace.adapter.rooms) {
    const applicationId = applicationIdOfChannel(room);
    if (!applicationId) continue;
    const sockets = [...ids].flatMap((id) => namespace.sockets.get(id) ?? []);
    const allowed = await whoSeesApplication(db, applicationId, sockets.map((s) => s.data.principal.userId));
    sockets.forEach((socket, i) => {
      if (allowed[i]) return;
      void socket.leave(room);
      dropped++;
    });
  }
  return dropped;
}
