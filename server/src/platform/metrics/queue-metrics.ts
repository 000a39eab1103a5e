import { Gauge, type Registry } from 'prom-client';
import type { Queryable } from '../db/db';
import { withTimeout } from '../lib/with-timeout';
import { PIPELINE_STAGES, countLiveJobs, type JobDepthRow } from '../../modules/pipeline';

/** `waiting`: queued (due or backing off before a retry); `active`: leased by a worker. */
export type QueueState = 'waiting' | 'active';

/** Every stage and state, zero when absent: a series that disappears reads as "no data", not "empty queue". */
export function queueDepth(rows: readonly JobDepthRow[]): { stage: string; state: QueueState; value: number }[] {
  const count = (stage: string, status: string) => rows.find((r) => r.stage === stage && r.status === status)?.n ?? 0;
  return PIPELINE_STAGES.flatMap((stage) => [
    { stage, state: 'waiting' as const, value: count(stage, 'queued') },
    { stage, state: 'active' as const, value: count(stage, 'running') },
  ]);
}

export interface QueueMetricsSource {
  db: Queryable;
  /** With REDIS_URL: jobs handed to BullMQ and not yet taken by a worker; rejects while Redis is away. */
  dispatchWaiting?: () => Promise<number>;
}

/** A scrape never waits on a stalled database or Redis longer than this; the gauge keeps its last value. */
const COLLECT_TIMEOUT_MS = 1_000;

/**
 * Pipeline queue depth per stage, read on scrape. The jobs table is the record of every job in both
 * modes (BullMQ only dispatches row ids and does not know stages), so per-stage depth comes from it;
 * with REDIS_URL the BullMQ dispatch backlog is a gauge of its own.
 */
export function registerQueueMetrics(registry: Registry, source: QueueMetricsSource): void {
  new Gauge({
    name: 'iprism_pipeline_jobs',
    help: 'Pipeline jobs per stage: waiting (queued) or active (leased by a worker)',
    labelNames: ['stage', 'state'] as const,
    registers: [registry],
    async collect() {
      const rows = await withTimeout(countLiveJobs(source.db), COLLECT_TIMEOUT_MS).catch(() => null);
      if (!rows) return;
      for (const d of queueDepth(rows)) this.set({ stage: d.stage, state: d.state }, d.value);
    },
  });
  const dispatchWaiting = source.dispatchWaiting;
  if (!dispatchWaiting) return;
  new Gauge({
    name: 'iprism_pipeline_dispatch_waiting',
    help: 'Jobs handed to BullMQ that no worker has taken yet (REDIS_URL)',
    registers: [registry],
    async collect() {
      const n = await withTimeout(dispatchWaiting(), COLLECT_TIMEOUT_MS).catch(() => null);
      if (n !== null) this.set(n);
    },
  });
}
