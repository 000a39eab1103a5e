/** The room of one user's sockets: pushes meant for the user (their applications' progress, notifications). */
export const userRoom = (userId: string): string => `user:${userId}`;
