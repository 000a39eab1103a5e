import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../../platform/config/config';
import { openDatabase } from '../../platform/db/open';
import { createFileReaders } from '../../platform/file-readers/file-readers';
import { formatProgress, formatReport } from './cli-report';
import { acquireDataDir, DataDirInUseError } from './data-dir-lock';
import { importCorpus } from './import-corpus';
import { parseColumnMapping, type ColumnMapping } from './readers/column-mapping';

const USAGE = 'Usage: pnpm corpus:import <file-or-folder> [--map number=<column>,title=<column>,abstract=<column>,...]';

function parseArgs(argv: string[]): { path: string; mapping?: ColumnMapping } {
  let path: string | undefined;
  let mapping: ColumnMapping | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--map') mapping = parseColumnMapping(argv[++i] ?? '');
    else if (arg.startsWith('--map=')) mapping = parseColumnMapping(arg.slice('--map='.length));
    else if (arg === '--') continue;
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}\n${USAGE}`);
    else path = arg;
  }
  if (!path) throw new Error(USAGE);
  // pnpm runs scripts from the repository root; a relative path means the caller's directory.
  return { path: resolve(process.env.INIT_CWD ?? process.cwd(), path), mapping };
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
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
    release = config.databaseUrl ? () => undefined : acquireDataDir(config.dataDir, 'import');
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const db = await openDatabase(config);
  const readers = createFileReaders(config.fileReaders);
  try {
    const tty = process.stderr.isTTY === true;
    const started = Date.now();
    let lastLine = 0;
    const summary = await importCorpus(db, args.path, {
      mapping: args.mapping,
      readers,
      onProgress: (p) => {
        const line = formatProgress(p, (Date.now() - started) / 1000);
        if (tty) process.stderr.write(`\r${line.slice(0, (process.stderr.columns || 120) - 1).padEnd((process.stderr.columns || 120) - 1)}`);
        else if (p.filesDone !== lastLine) {
          // Plain output gets one line per finished file, not one per batch.
          lastLine = p.filesDone;
          process.stderr.write(`${line}\n`);
        }
      },
    });
    if (tty) process.stderr.write('\n');
    console.log(formatReport(summary));
    const nothing = summary.imported + summary.updated === 0 && summary.cpcSymbols === 0;
    if (nothing && summary.status === 'completed') console.error('Nothing importable was found.');
    return summary.status === 'failed' || nothing ? 1 : 0;
  } finally {
    await readers.close();
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
