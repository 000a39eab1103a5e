import { resolve } from 'node:path';
import { parseImportArgs } from './import-command';

const command = { usage: 'Usage: pnpm x:import <file> [--map a=<column>]', parseMapping: (text: string) => text.split(',') };

describe('parseImportArgs', () => {
  it('reads the path, relative to where pnpm was run, and the mapping in either spelling', () => {
    const from = process.env.INIT_CWD ?? process.cwd();
    expect(parseImportArgs(['--', 'data/x.csv', '--map', 'a=1,b=2'], command)).toEqual({ path: resolve(from, 'data/x.csv'), mapping: ['a=1', 'b=2'] });
    expect(parseImportArgs(['--map=a=1', '/abs/x.csv'], command)).toEqual({ path: '/abs/x.csv', mapping: ['a=1'] });
  });

  it('refuses an unknown option, --map where the command has none, and a missing path with the usage', () => {
    expect(() => parseImportArgs(['x.csv', '--dry-run'], command)).toThrow(`Unknown option --dry-run\n${command.usage}`);
    expect(() => parseImportArgs(['x.csv', '--map=a=1'], { usage: 'Usage: pnpm roster:import <roster.csv>' })).toThrow('Unknown option --map=a=1');
    expect(() => parseImportArgs([], command)).toThrow(command.usage);
  });
});
