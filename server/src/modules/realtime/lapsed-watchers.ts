import { applicationIdOfChannel } from '@iprism/shared/contracts';
import type { Queryable } from '../../platform/db/db';
import { whoSeesApplication } from '../applications';
import type { RealtimeServer, RealtimeSocket } from './socket-types';

/** Application rooms with sockets of this node, by room. */
export type WatchersByRoom = Map<string, { applicationId: string; sockets: RealtimeSocket[] }>;

/** This node's sockets in each application room, as they are now (leaving a room changes the adapter's map). */
function applicationRooms(io: RealtimeServer): WatchersByRoom {
  const namespace = io.of('/');
  const rooms: WatchersByRoom = new Map();
  for (const [room, ids] of namespace.adapter.rooms) {
    const applicationId = applicationIdOfChannel(room);
    if (applicationId) rooms.set(room, { applicationId, sockets: [...ids].flatMap((id) => namespace.sockets.get(id) ?? []) });
  }
  return rooms;
}

/**
 * Takes this node's sockets out of every application room when its Redis link is lost, into `suspended`: a
 * message that ends someone's access cannot reach the node then, and once the link is back the rooms would pass
 * on the application's events before that could be checked (`recheckWatchers` puts back those still allowed).
 */
export function suspendApplicationRooms(io: RealtimeServer, suspended: WatchersByRoom): void {
  for (const [room, { applicationId, sockets }] of applicationRooms(io)) {
    suspended.set(room, { applicationId, sockets: [...(suspended.get(room)?.sockets ?? []), ...sockets] });
    for (const socket of sockets) void socket.leave(room);
  }
}

/**
 * Checks this node's watchers of every application room by the rule of `subscribe`: the sockets in the room and
 * those still connected that `suspendApplicationRooms` took out (`suspended`, emptied here). The allowed are in
 * the room afterwards, the others not. Access that ends is normally applied at once on every node (user-push.ts
 * `leaveApplications`, through Redis); while a node's Redis link was down that message never reached it. One
 * query per room. Answers how many sockets may no longer watch.
 */
export async function recheckWatchers(io: RealtimeServer, db: Queryable, suspended: WatchersByRoom): Promise<number> {
  const connected = io.of('/').sockets;
  const rooms = applicationRooms(io);
  for (const [room, { applicationId, sockets }] of suspended) {
    rooms.set(room, { applicationId, sockets: [...(rooms.get(room)?.sockets ?? []), ...sockets.filter((s) => connected.has(s.id))] });
  }
  suspended.clear();
  let dropped = 0;
  for (const [room, { applicationId, sockets }] of rooms) {
    const watchers = [...new Set(sockets)];
    const allowed = await whoSeesApplication(db, applicationId, watchers.map((s) => s.data.principal.userId));
    watchers.forEach((socket, i) => {
      if (allowed[i]) return void socket.join(room);
      void socket.leave(room);
      dropped++;
    });
  }
  return dropped;
}
