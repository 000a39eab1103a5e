import { countOf } from '@iprism/shared/text';
import { runImportCommand } from '../../platform/cli/import-command';
import { importRegister } from './import-register';
import { parseRegisterMapping } from './register-csv';

/** pnpm trademarks:import: loads a trademark register file into the database the server uses. */
runImportCommand({
  usage: 'Usage: pnpm trademarks:import <case-file.xml | register.csv> [--map serialNumber=<column>,mark=<column>,status=<column>,owner=<column>,classes=<column>,filingDate=<column>]',
  parseMapping: parseRegisterMapping,
  async run(db, { path, mapping = {} }) {
    try {
      const summary = await importRegister(db, path, mapping, (done) => process.stderr.write(`\r${countOf(done, 'mark')} imported`));
      process.stderr.write('\n');
      console.log(`${countOf(summary.imported, 'mark')} imported from ${summary.format === 'csv' ? 'CSV' : 'USPTO case-file XML'}; ${countOf(summary.skipped, 'record')} skipped (no serial number or no words).`);
      return summary.imported > 0 ? 0 : 1;
    } catch (err) {
      console.error((err as Error).message);
      return 1;
    }
  },
});
