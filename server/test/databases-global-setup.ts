/** Names this jest run for test-database.ts (the workers inherit the variable): its databases share a prefix. */
export default function databasesGlobalSetup(): void {
  process.env.IPRISM_TEST_RUN = String(process.pid);
}
