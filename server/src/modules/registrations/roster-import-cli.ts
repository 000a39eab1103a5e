import { readFileSync } from 'node:fs';
import { runImportCommand } from '../../platform/cli/import-command';
import { upsertRosterEntries } from './repositories/practitioner-roster';
import { parseRosterCsv } from '../../domain/registrations/roster-csv';

/** `pnpm roster:import <file>`: loads the USPTO OED practitioner roster CSV into the practitioner check. */
runImportCommand({
  usage: 'Usage: pnpm roster:import <roster.csv>',
  async run(db, { path }) {
    const { entries, skipped } = parseRosterCsv(readFileSync(path, 'utf8'));
    const n = await db.transaction((tx) => upsertRosterEntries(tx, entries));
    console.log(`Imported ${n} practitioners from ${path}.`);
    if (skipped.length) console.log(`Skipped ${skipped.length} rows:\n${skipped.slice(0, 20).map((s) => `  line ${s.line}: ${s.reason}`).join('\n')}${skipped.length > 20 ? '\n  …' : ''}`);
    return n > 0 ? 0 : 1;
  },
});
