import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../../platform/config/config';
import { acquireDataDir } from '../corpus';
import { openDatabase } from '../../platform/db/open';
import { upsertRosterEntries } from './repositories/practitioner-roster';
import { parseRosterCsv } from '../../domain/registrations/roster-csv';

/** `pnpm roster:import <file>`: loads the USPTO OED practitioner roster CSV into the practitioner check. */
async function main(): Promise<number> {
  const arg = process.argv.slice(2).find((a) => a !== '--');
  if (!arg) {
    console.error('Usage: pnpm roster:import <roster.csv>');
    return 1;
  }
  // pnpm runs scripts from the repository root; a relative path means the caller's directory.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  if (!existsSync(path)) {
    console.error(`No such file: ${path}`);
    return 1;
  }
  const { entries, skipped } = parseRosterCsv(readFileSync(path, 'utf8'));
  const config = loadConfig();
  // The embedded database has one writer: refuse while a server holds the data folder.
  const release = config.databaseUrl ? () => undefined : acquireDataDir(config.dataDir, 'import');
  const db = await openDatabase(config);
  try {
    const n = await db.transaction((tx) => upsertRosterEntries(tx, entries));
    console.log(`Imported ${n} practitioners from ${path}.`);
    if (skipped.length) console.log(`Skipped ${skipped.length} rows:\n${skipped.slice(0, 20).map((s) => `  line ${s.line}: ${s.reason}`).join('\n')}${skipped.length > 20 ? '\n  …' : ''}`);
    return n > 0 ? 0 : 1;
  } finally {
    await db.close();
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
