import autocannon from 'autocannon';
import { callStats, type CallStats } from './latency-stats';
import type { Call } from './mix';
import { authHeaders, DEMO_PASSWORD, LOAD_ACCOUNTS, type Session } from './sessions';

const BOUNDARY = 'iprism-bench-load';
const APPLICATION = [
  'SYSTEM FOR ROUTING PARCELS WITH A DRONE',
  'ABSTRACT',
  'A drone carries a parcel between hubs and reports its position to a server.',
  'CLAIMS',
  '1. A system comprising a drone and a hub, wherein the drone carries a parcel to the hub.',
  '2. The system of claim 1, wherein the hub charges the drone.',
].join('\n');

function uploadBody(): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="application"; filename="drone.txt"\r\nContent-Type: text/plain\r\n\r\n${APPLICATION}\r\n--${BOUNDARY}--\r\n`,
  );
}

/** Body and extra headers of each call; every connection then takes the next session's credentials. */
function requestOf(call: Call): { body?: string | Buffer; headers: Record<string, string> } {
  switch (call.name) {
    case 'search':
      return { body: JSON.stringify({ query: 'neural network image classification', pageSize: 10 }), headers: { 'content-type': 'application/json' } };
    case 'sign-in':
      return { body: JSON.stringify({ email: LOAD_ACCOUNTS[0], password: DEMO_PASSWORD }), headers: { 'content-type': 'application/json' } };
    case 'upload':
      return { body: uploadBody(), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
    default:
      return { headers: {} };
  }
}

/**
 * Runs one call with `connections` virtual users for `seconds`; a non-2xx answer or a transport error is an
 * error. A write runs at its overall rate; a read at `perUserRate` requests a second per user when given,
 * otherwise back to back.
 */
export function driveCall(url: string, call: Call, connections: number, seconds: number, sessions: readonly Session[], perUserRate?: number): Promise<CallStats> {
  const { body, headers } = requestOf(call);
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}${call.path}`,
        method: call.method,
        connections,
        ...(call.ratePerSecond ? { overallRate: call.ratePerSecond } : perUserRate ? { connectionRate: perUserRate } : {}),
        duration: seconds,
        timeout: 10,
        body,
        headers,
        setupClient(client) {
          const session = sessions[next++ % sessions.length]!;
          client.setHeaders({ ...headers, ...(call.name === 'sign-in' ? {} : authHeaders(session)) });
        },
      },
      (err) => (err ? reject(err) : resolve(callStats(call.name, latencies, errors, seconds))),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) errors += 1;
    });
    instance.on('reqError', () => (errors += 1));
  });
}

/** Every call of the mix at once, each with its share of the virtual users (reads paced per user when `readRate` is given). */
export async function driveMix(url: string, calls: readonly Call[], shares: Map<string, number>, seconds: number, sessions: readonly Session[], readRate?: number): Promise<CallStats[]> {
  return Promise.all(calls.map((call) => driveCall(url, call, shares.get(call.name)!, seconds, sessions, readRate)));
}
