import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config/config';
import type { Db } from '../db/db';
import { acquireDataDir, DataDirInUseError } from '../db/data-dir-lock';
import { openDatabase } from '../db/open';

export interface ImportArgs<M> {
  path: string;
  mapping?: M;
}

export interface ImportCommand<M> {
  usage: string;
  /** Reads a `--map` value; a command without one refuses the option. */
  parseMapping?: (text: string) => M;
  /** Runs on the configured database, which no server holds meanwhile; answers the exit code. */
  run(db: Db, args: ImportArgs<M>, config: Config): Promise<number>;
}

/** The path (relative to where pnpm was run from) and the `--map` value of an import command's arguments. */
export function parseImportArgs<M>(argv: readonly string[], command: Pick<ImportCommand<M>, 'usage' | 'parseMapping'>): ImportArgs<M> {
  let path: string | undefined;
  let mapping: M | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const map = arg === '--map' ? (argv[++i] ?? '') : arg.startsWith('--map=') ? arg.slice('--map='.length) : null;
    if (map !== null && command.parseMapping) mapping = command.parseMapping(map);
    else if (arg === '--') continue;
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}\n${command.usage}`);
    else path = arg;
  }
  if (!path) throw new Error(command.usage);
  // pnpm runs scripts from the repository root; a relative path means the caller's directory.
  return { path: resolve(process.env.INIT_CWD ?? process.cwd(), path), mapping };
}

async function main<M>(command: ImportCommand<M>): Promise<number> {
  let args: ImportArgs<M>;
  try {
    args = parseImportArgs(process.argv.slice(2), command);
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  }
  if (!existsSync(args.path)) {
    console.error(`No such file or folder: ${args.path}`);
    return 1;
  }
  const config = loadConfig();
  let release: () => void;
  try {
    // The embedded database has one writer: refuse while a server holds the data folder.
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
    return await command.run(db, args, config);
  } finally {
    await db.close();
    release();
  }
}

/** Runs a `pnpm <thing>:import <file>` command and exits with its code. */
export function runImportCommand<M>(command: ImportCommand<M>): void {
  main(command).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exit(1);
    },
  );
}
