/** Pure parts of bench:realtime: options, percentiles, per-scenario figures and the printed table. */

export interface Options {
  clients: number[];
  /** Offered deliveries per second (publishes per second × clients). */
  rate: number;
  /** Measured publishing window, seconds. */
  seconds: number;
}

export const DEFAULT_OPTIONS: Options = { clients: [1_000, 5_000], rate: 10_000, seconds: 10 };

/** `--clients=1000,5000 --rate=10000 --seconds=10`; anything else is an error naming the argument. */
export function parseOptions(argv: readonly string[]): Options {
  const options = { ...DEFAULT_OPTIONS };
  for (const arg of argv) {
    const m = /^--(clients|rate|seconds)=(.+)$/.exec(arg);
    if (!m) throw new Error(`unknown argument ${arg} (use --clients=1000,5000 --rate=10000 --seconds=10)`);
    const numbers = (m[2] as string).split(',').map(Number);
    if (numbers.some((n) => !Number.isFinite(n) || n <= 0)) throw new Error(`${arg}: expected positive numbers`);
    if (m[1] === 'clients') options.clients = numbers.map(Math.round);
    else if (numbers.length !== 1) throw new Error(`${arg}: expected one number`);
    else if (m[1] === 'rate') options.rate = numbers[0] as number;
    else options.seconds = numbers[0] as number;
  }
  return options;
}

/** Publishes so that every client gets `rate` / `clients` events per second: count and spacing for the window. */
export function publishPlan(options: Pick<Options, 'rate' | 'seconds'>, clients: number): { count: number; intervalMs: number } {
  const perSecond = options.rate / clients;
  return { count: Math.max(1, Math.round(perSecond * options.seconds)), intervalMs: 1000 / perSecond };
}

/** Nearest-rank percentile (`p` in 0–100) of values sorted ascending. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export interface ScenarioInput {
  label: string;
  clients: number;
  /** Clients that connected (and, for socket.io, were subscribed). */
  opened: number;
  published: number;
  /** When the first publish started and when the last event arrived, ms since the epoch. */
  publishStart: number;
  lastReceive: number;
  latencies: ArrayLike<number>;
  /** Server-side memory growth from connecting the clients, summed over the scenario's server processes. */
  rssDelta: number;
  heapDelta: number;
  disconnects: number;
  /** CPU time used over the measured window (publishing until drained) by the server processes / the client workers. */
  serverCpuMs: number;
  clientCpuMs: number;
}

export interface ScenarioRow {
  label: string;
  clients: number;
  opened: number;
  expected: number;
  delivered: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  rssKbPerConn: number;
  heapKbPerConn: number;
  disconnects: number;
  /** CPU per delivered event, microseconds: what the servers spend sending it and the clients receiving it. */
  serverCpuUs: number;
  clientCpuUs: number;
}

export function summarizeScenario(s: ScenarioInput): ScenarioRow {
  const sorted = Float64Array.from(s.latencies).sort();
  const seconds = (s.lastReceive - s.publishStart) / 1000;
  return {
    label: s.label,
    clients: s.clients,
    opened: s.opened,
    expected: s.published * s.opened,
    delivered: sorted.length,
    perSecond: seconds > 0 ? sorted.length / seconds : 0,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN,
    rssKbPerConn: s.rssDelta / 1024 / s.clients,
    heapKbPerConn: s.heapDelta / 1024 / s.clients,
    disconnects: s.disconnects,
    serverCpuUs: sorted.length ? (s.serverCpuMs * 1000) / sorted.length : Number.NaN,
    clientCpuUs: sorted.length ? (s.clientCpuMs * 1000) / sorted.length : Number.NaN,
  };
}

/**
 * CPU one publish cost the servers and the clients (ms), and the wall time that much CPU takes at least
 * on `cores` cores: when the clients share the servers' machine, no delivery latency can be lower.
 */
export function cpuPerPublish(serverCpuMs: number, clientCpuMs: number, publishes: number, cores: number): { serverMs: number; clientMs: number; wallMs: number } {
  const serverMs = serverCpuMs / publishes;
  const clientMs = clientCpuMs / publishes;
  return { serverMs, clientMs, wallMs: (serverMs + clientMs) / cores };
}

const HEADERS = ['scenario', 'clients', 'delivered / expected', 'deliveries/s', 'p50 ms', 'p99 ms', 'max ms', 'RSS kB/conn', 'heap kB/conn', 'drops', 'server CPU µs/delivery', 'client CPU µs/delivery'];

/** A Markdown table (readable in a terminal, pasteable into docs/benchmarks.md). */
export function formatTable(rows: readonly ScenarioRow[]): string {
  const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
  const body = rows.map((r) => [
    r.label,
    `${r.opened}/${r.clients}`,
    `${r.delivered}/${r.expected}`,
    fmt(r.perSecond),
    fmt(r.p50),
    fmt(r.p99),
    fmt(r.max),
    fmt(r.rssKbPerConn, 1),
    fmt(r.heapKbPerConn, 1),
    String(r.disconnects),
    fmt(r.serverCpuUs, 1),
    fmt(r.clientCpuUs, 1),
  ]);
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(HEADERS), line(HEADERS.map(() => '---')), ...body.map(line)].join('\n');
}
