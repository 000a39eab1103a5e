import { resolve } from 'node:path';
import { DEMO_CORPUS_DIR } from '../../../platform/config/config';

/** The demo corpus folder of a build script's `[--dir <folder>]` (relative to where pnpm was run), or the shipped one. */
export function demoCorpusDirArg(argv: string[], usage: string): string {
  let dir = DEMO_CORPUS_DIR;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dir') dir = resolve(process.env.INIT_CWD ?? process.cwd(), argv[++i] ?? '');
    else if (argv[i] !== '--') throw new Error(usage);
  }
  return dir;
}
