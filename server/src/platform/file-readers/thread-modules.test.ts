import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const TASKS = ['check-upload-task', 'corpus-file-task', 'read-ids-task', 'cpc-scheme-task', 'warm-up-task'];

/** What a parser thread loads for its tasks, listed by a fresh Node process as the thread would load them. */
function modulesLoadedBy(files: string[]): string[] {
  const script = `for (const f of ${JSON.stringify(files)}) require(f); process.stdout.write(JSON.stringify(Object.keys(require.cache)));`;
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as string[];
}

describe('parser threads', () => {
  // Every reader thread has a heap of its own: a module index pulled in here (database drivers, Fastify, the
  // pipeline) cost each thread over 100 MB and 1,400 modules.
  it('load the parsing code only: no database, web server or job queue', () => {
    const loaded = modulesLoadedBy(TASKS.map((t) => join(__dirname, 'tasks', `${t}.ts`)));
    const heavy = ['fastify', '@electric-sql/pglite', 'pg', 'bullmq', 'socket.io', 'exceljs', 'docx'];
    expect(heavy.filter((name) => loaded.some((m) => m.includes(`/node_modules/${name}/`)))).toEqual([]);
    expect(loaded.filter((m) => m.includes('/server/src/') && /[\\/](routes|repositories)[\\/]/.test(m))).toEqual([]);
    expect(loaded.length).toBeLessThan(600);
  }, 120_000);
});
