import { randomUUID } from 'node:crypto';

/** Ids a proxy or client may hand in: UUIDs, hex trace ids, and the like. Anything else could forge log lines. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the caller's `x-request-id` when it is a plain token (so one id follows a request
 * through the load balancer and every node's logs), else a fresh UUID.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && ACCEPTED_REQUEST_ID.test(header) ? header : randomUUID();
}
