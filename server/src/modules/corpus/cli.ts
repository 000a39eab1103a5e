import { runImportCommand } from '../../platform/cli/import-command';
import { createFileReaders } from '../../platform/file-readers/file-readers';
import { formatProgress, formatReport } from './cli-report';
import { importCorpus } from './import-corpus';
import { parseColumnMapping } from './readers/column-mapping';

/** pnpm corpus:import: loads patent files (or a folder of them) into the database the server uses. */
runImportCommand({
  usage: 'Usage: pnpm corpus:import <file-or-folder> [--map number=<column>,title=<column>,abstract=<column>,...]',
  parseMapping: parseColumnMapping,
  async run(db, { path, mapping }, config) {
    const readers = createFileReaders(config.fileReaders);
    try {
      const tty = process.stderr.isTTY === true;
      const started = Date.now();
      let lastLine = 0;
      const summary = await importCorpus(db, path, {
        mapping,
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
    }
  },
});
