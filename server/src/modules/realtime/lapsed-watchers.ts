import { applicationIdOfChannel } from '@iprism/shared/contracts';
import type { Queryable } from '../../platform/db/db';
import { whoSeesApplication } from '../applications';
import type { RealtimeServer, RealtimeSocket } from './socket-types';

/** This node's sockets in each application room, as they are now (leaving a room changes the adapter's map). */
function applicationRooms(io: RealtimeServer): [room: string, applicationId: string, sockets: RealtimeSocket[]][] {
  const namespace = io.of('/');
  return [...namespace.adapter.rooms].flatMap(([room, ids]) => {
    const applicationId = applicationIdOfChannel(room);
    return applicationId ? [[room, applicationId, [...ids].flatMap((id) => namespace.sockets.get(id) ?? [])]] : [];
  });
}

/** Keeps in `room` the sockets whose user may watch the application, by the rule of `subscribe`; answers how many left. */
async function keepPermitted(db: Queryable, room: string, applicationId: string, sockets: RealtimeSocket[]): Promise<number> {
  const allowed = await whoSeesApplication(db, applicationId, sockets.map((s) => s.data.principal.userId));
  let left = 0;
  sockets.forEach((socket, i) => {
    if (allowed[i]) {
      void socket.join(room);
      return;
    }
    void socket.leave(room);
    left++;
  });
  return left;
}

/**
 * Takes this node's sockets out of every application room they may no longer watch. Access that ends is
 * normally applied at once on every node (user-push.ts `leaveApplications`, through Redis); while a node's
 * Redis link was down that message never reached it. One query per room. Answers how many sockets left a room.
 */
export async function dropLapsedWatchers(io: RealtimeServer, db: Queryable): Promise<number> {
  let dropped = 0;
  for (const [room, applicationId, sockets] of applicationRooms(io)) dropped += await keepPermitted(db, room, applicationId, sockets);
  return dropped;
}

/** The application rooms this node's sockets left while its Redis link was down, by room. */
export type SuspendedWatchers = Map<string, { applicationId: string; sockets: RealtimeSocket[] }>;

/**
 * Takes this node's sockets out of every application room when its Redis link is lost: a message that ends
 * someone's access cannot reach the node then, and once the link is back the rooms would pass on the
 * application's events before that could be checked. `rejoinPermittedWatchers` puts back those still allowed;
 * what was broadcast meanwhile is re-sent after that (resend-missed.ts).
 */
export function suspendApplicationRooms(io: RealtimeServer, suspended: SuspendedWatchers): void {
  for (const [room, applicationId, sockets] of applicationRooms(io)) {
    const entry = suspended.get(room) ?? { applicationId, sockets: [] };
    entry.sockets.push(...sockets);
    suspended.set(room, entry);
    for (const socket of sockets) void socket.leave(room);
  }
}

/** Puts the suspended sockets still connected back into the rooms they may still watch; answers how many may not. */
export async function rejoinPermittedWatchers(io: RealtimeServer, db: Queryable, suspended: SuspendedWatchers): Promise<number> {
  const connected = io.of('/').sockets;
  const rooms = [...suspended];
  suspended.clear();
  let refused = 0;
  for (const [room, { applicationId, sockets }] of rooms) {
    refused += await keepPermitted(db, room, applicationId, [...new Set(sockets)].filter((s) => connected.has(s.id)));
  }
  return refused;
}
