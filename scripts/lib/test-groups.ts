/**
 * Test files `pnpm test` runs apart, as Jest `testPathPatterns` (regular expressions over the file's path).
 * Suites that time the API or restart the processes they spawn (hostile files against a 1 s health bound, killed
 * workers and pipelines, Redis and PostgreSQL outages): on two cores they run alone, never beside another worker.
 */
export const HOSTILE_FILES = '/server/test/platform/hostile-files\\.test\\.ts$';
export const FAULTS = '/server/test/faults/';
export const WORKER_PROCESS = '/server/test/pipeline/worker-process\\.test\\.ts$';
export const ALONE = [HOSTILE_FILES, FAULTS, WORKER_PROCESS, '/server/test/pipeline/pipeline-kill\\.test\\.ts$', '/server/test/health/ready-redis\\.test\\.ts$'];

/**
 * Not run a second time on PostgreSQL: the multi-process suites already use it in the first run, and the
 * hostile-file suite tests the readers, not the engine (beside another worker it would time the machine).
 */
export const NOT_AGAIN_ON_POSTGRES = [FAULTS, WORKER_PROCESS, HOSTILE_FILES];
