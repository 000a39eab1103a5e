/** The room of one user's sockets: pushes meant for the user (their applications' progress, notifications). */
export const userRoom = (userId: string): string => `user:${userId}`;

/** The user id of a `user:{id}` room, or null when the room is not one. */
export function userIdOfRoom(room: string): string | null {
  return room.startsWith('user:') && room.length > 5 ? room.slice(5) : null;
}
