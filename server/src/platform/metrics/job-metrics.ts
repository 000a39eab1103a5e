import { Histogram, type Registry } from 'prom-client';
import type { PipelineStage } from '../../modules/pipeline';

/** How a job's attempt ended: its stage finished, it will be tried again, or it failed for good. */
export type JobOutcome = 'done' | 'retry' | 'failed';

export type ObserveJob = (stage: PipelineStage, outcome: JobOutcome, ms: number) => void;

/** Seconds; the stages take from well under a second (text extraction) to minutes (prior art with an LLM). */
const JOB_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

/** The job duration histogram; the returned function is what the pipeline calls as each attempt ends. */
export function registerJobMetrics(registry: Registry): ObserveJob {
  const duration = new Histogram({
    name: 'iprism_pipeline_job_duration_seconds',
    help: 'Duration of one attempt of a pipeline stage, per stage and outcome (observed by the process that ran it)',
    labelNames: ['stage', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  return (stage, outcome, ms) => duration.observe({ stage, outcome }, ms / 1000);
}
