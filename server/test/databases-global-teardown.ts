import { dropRunDatabases } from './test-database';

/** After the run on PostgreSQL: drops the databases a test opened and never closed, and says so. */
export default async function databasesGlobalTeardown(): Promise<void> {
  const run = process.env.IPRISM_TEST_RUN;
  if (!run) return;
  const dropped = await dropRunDatabases(run);
  if (dropped > 0) console.warn(`test-database: dropped ${dropped} database(s) that tests left open (run ${run})`);
}
