import type { FastifyReply } from 'fastify';

/** How long a refused request is still read, and dropped, after its answer went out. */
const LINGER_MS = 5_000;

/**
 * Ends the connection after this answer, closing it in stages (RFC 9112 §9.6) for a client still sending a body
 * that will not be read: the answer is written, the write side half-closed, and whatever still arrives read and
 * dropped until the client closes its side or LINGER_MS pass. Closing at once would make the client's next write
 * meet a reset, which can erase the answer before it is read: the uploader would see "connection reset", not
 * "file too large".
 */
export function closeAfterAnswer(reply: FastifyReply, lingerMs = LINGER_MS): void {
  void reply.header('connection', 'close');
  const socket = reply.raw.socket;
  if (!socket) return;
  const request = reply.request.raw;
  // Node's server calls destroySoon once the last answer on the connection has been written.
  socket.destroySoon = function lingeringClose() {
    this.end();
    request.resume();
    const timer = setTimeout(() => this.destroy(), lingerMs).unref();
    this.once('end', () => this.destroy());
    this.once('close', () => clearTimeout(timer));
  };
}
