import type { FastifyBaseLogger } from 'fastify';
import { demoAccountRows } from './accounts';

/** Start-up notice of the demo accounts (ARCHITECTURE §7): a structured log line and a table a person can read. */
export function printDemoAccounts(log: FastifyBaseLogger, password: string): void {
  const rows = demoAccountRows();
  log.info({ accounts: rows.map((r) => r.email), password }, 'demo accounts ready (DEMO=1)');
  console.log(`\nDemo accounts (password for all: ${password})`);
  console.table(rows);
}
