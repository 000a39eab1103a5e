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
 * When each of `users` paced users sends its first request, in ms: a random moment of its first period.
 * autocannon starts every connection's per-second pacing timer in the same tick, so paced users in one
 * instance would all fire at once, each second a burst of every user's request; people working
 * independently do not.
 */
export function startOffsets(users: number, periodMs: number, random: () => number = Math.random): number[] {
  return Array.from({ length: users }, () => Math.floor(random() * periodMs));
}

interface Recorder {
  latencies: number[];
  errors: number;
  nextSession(): Session;
}

/** One autocannon instance of `connections` users (paced at `connectionRate` each when given), after `delayMs`. */
function runInstance(url: string, call: Call, connections: number, seconds: number, recorder: Recorder, pace: { connectionRate?: number }, delayMs = 0): Promise<void> {
  const { body, headers } = requestOf(call);
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const instance = autocannon(
        {
          url: `${url}${call.path}`,
          method: call.method,
          connections,
          ...pace,
          duration: seconds,
          timeout: 10,
          body,
          headers,
          setupClient(client) {
            client.setHeaders({ ...headers, ...(call.name === 'sign-in' ? {} : authHeaders(recorder.nextSession())) });
          },
        },
        (err) => (err ? reject(err) : resolve()),
      );
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        recorder.latencies.push(responseTime);
        if (statusCode < 200 || statusCode >= 300) recorder.errors += 1;
      });
      instance.on('reqError', () => (recorder.errors += 1));
    }, delayMs);
  });
}

/**
 * Runs one call with `connections` virtual users for `seconds`; a non-2xx answer or a transport error is an
 * error. A write runs at its overall rate and a read at `perUserRate` requests a second per user when given,
 * each paced user on its own connection from its own random start; without a rate, reads go back to back.
 */
export async function driveCall(url: string, call: Call, connections: number, seconds: number, sessions: readonly Session[], perUserRate?: number): Promise<CallStats> {
  let next = 0;
  const recorder: Recorder = { latencies: [], errors: 0, nextSession: () => sessions[next++ % sessions.length]! };
  // A write's users share its overall rate, one request a second each.
  const paced = call.ratePerSecond ? { users: Math.min(connections, call.ratePerSecond), rate: 1 } : perUserRate ? { users: connections, rate: perUserRate } : null;
  if (call.ratePerSecond && call.ratePerSecond !== paced!.users) throw new Error(`${call.name}: ${call.ratePerSecond}/s needs at least ${call.ratePerSecond} users`);
  if (!paced) await runInstance(url, call, connections, seconds, recorder, {});
  else await Promise.all(startOffsets(paced.users, 1000 / paced.rate).map((delay) => runInstance(url, call, 1, seconds, recorder, { connectionRate: paced.rate }, delay)));
  return callStats(call.name, recorder.latencies, recorder.errors, seconds);
}

/** Every call of the mix at once, each with its share of the virtual users (reads paced per user when `readRate` is given). */
export async function driveMix(url: string, calls: readonly Call[], shares: Map<string, number>, seconds: number, sessions: readonly Session[], readRate?: number): Promise<CallStats[]> {
  return Promise.all(calls.map((call) => driveCall(url, call, shares.get(call.name)!, seconds, sessions, readRate)));
}
