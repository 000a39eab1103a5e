import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { countOf } from '@iprism/shared/text';
import { ConfigError, loadConfig } from '../../platform/config/config';
import { acquireDataDir, DataDirInUseError } from '../corpus';
import { openDatabase } from '../../platform/db/open';
import { importRegister } from './import-register';
import { parseRegisterMapping, type RegisterMapping } from './register-csv';

const USAGE = 'Usage: pnpm trademarks:import <case-file.xml | register.csv> [--map serialNumber=<column>,mark=<column>,status=<column>,owner=<column>,classes=<column>,filingDate=<column>]';

function parseArgs(argv: string[]): { path: string; mapping: RegisterMapping } {
  let path: string | undefined;
  let mapping: RegisterMapping = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--map') mapping = parseRegisterMapping(argv[++i] ?? '');
    else if (arg.startsWith('--map=')) mapping = parseRegisterMapping(arg.slice('--map='.length));
    else if (arg === '--') continue;
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}\n${USAGE}`);
    else path = arg;
  }
  if (!path) throw new Error(USAGE);
  // pnpm runs scripts from the repository root; a relative path means the caller's directory.
  return { path: resolve(process.env.INIT_CWD ?? process.cwd(), path), mapping };
}

/** pnpm trademarks:import: loads a trademark register file into the database the server uses. */
async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  }
  if (!existsSync(args.path)) {
    console.error(`No such file: ${args.path}`);
    return 1;
  }
  const config = loadConfig();
  let release: () => void;
  try {
    release = config.databaseUrl ? () => undefined : acquireDataDir(config.dataDir, 'import');
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const db = await openDatabase(config);
  try {
    const summary = await importRegister(db, args.path, args.mapping, (done) => process.stderr.write(`\r${countOf(done, 'mark')} imported`));
    process.stderr.write('\n');
    console.log(`${countOf(summary.imported, 'mark')} imported from ${summary.format === 'csv' ? 'CSV' : 'USPTO case-file XML'}; ${countOf(summary.skipped, 'record')} skipped (no serial number or no words).`);
    return summary.imported > 0 ? 0 : 1;
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  } finally {
    await db.close();
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
