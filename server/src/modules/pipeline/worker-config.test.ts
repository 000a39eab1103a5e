import { workerConfigProblems } from './worker-config';

describe('workerConfigProblems', () => {
  it('needs PostgreSQL, Redis and at least one worker', () => {
    expect(workerConfigProblems({ pipelineWorkers: 0 })).toEqual([
      expect.stringMatching(/^DATABASE_URL is required/),
      expect.stringMatching(/^REDIS_URL is required/),
      'PIPELINE_WORKERS must be at least 1 for a worker process.',
    ]);
    expect(workerConfigProblems({ databaseUrl: 'postgres://x/db', redisUrl: 'redis://127.0.0.1:6379', pipelineWorkers: 2 })).toEqual([]);
  });
});
