import type { Config } from '../../platform/config/config';

/** Why a separate worker process cannot run with this configuration; empty when it can. */
export function workerConfigProblems(config: Pick<Config, 'databaseUrl' | 'redisUrl' | 'pipelineWorkers'>): string[] {
  const problems: string[] = [];
  if (!config.databaseUrl) problems.push('DATABASE_URL is required: the embedded database belongs to the server process; a separate worker needs PostgreSQL.');
  if (!config.redisUrl) problems.push('REDIS_URL is required: jobs reach a separate worker through BullMQ and its progress reaches browsers through Redis.');
  if (config.pipelineWorkers < 1) problems.push('PIPELINE_WORKERS must be at least 1 for a worker process.');
  return problems;
}
