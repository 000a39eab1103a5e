import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/platform/config/config';
import { lockFile } from '../../src/platform/db/data-dir-lock';
import { SHARED_DATA } from '../../src/modules/corpus/test-data';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `pnpm corpus:import` as its script runs it (tsx), on its own data directory, not on a TTY. */
function runCli(args: string[], dataDir: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server', 'src', 'modules', 'corpus', 'cli.ts'), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: REPO_ROOT },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const tempDir = (prefix: string): string => mkdtempSync(join(tmpdir(), prefix));

describe('pnpm corpus:import', () => {
  it('imports a folder, prints progress and a report with the rejections, exits 0; a second run updates', async () => {
    const folder = tempDir('iprism-cli-data-');
    cpSync(join(SHARED_DATA, 'uspto-xml-go-uspto-testdata', 'grant'), join(folder, 'grant'), { recursive: true });
    cpSync(join(SHARED_DATA, 'patent-client-fixtures', 'epo-ops', 'published', 'biblio_example_2.xml'), join(folder, 'jp.xml'));
    const dataDir = tempDir('iprism-cli-db-');
    const first = await runCli([folder], dataDir);
    expect(first.stderr).toMatch(/\[#+-*\] 1\/7 files/);
    expect(first.stdout).toMatch(/^Imported 6 new, updated 0, rejected 1 in [\d.]+ s/);
    expect(first.stdout).toContain('grant/v4-5-B2.xml: 1 records (USPTO full-text XML)');
    expect(first.stdout).toMatch(/Rejected records:\n {2}JP2005533465A \(jp\.xml\): no title, abstract or claims/);
    expect(first.code).toBe(0);
    const second = await runCli([folder], dataDir);
    expect(second.stdout).toMatch(/^Imported 0 new, updated 6, rejected 1/);
    expect(second.code).toBe(0);
  }, 120_000);

  it('exits 1 for a path that does not exist or a folder with nothing importable', async () => {
    const missing = await runCli(['/no/such/folder'], tempDir('iprism-cli-db-'));
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('No such file or folder: /no/such/folder') });
    const folder = tempDir('iprism-cli-data-');
    writeFileSync(join(folder, 'notes.txt'), 'nothing here');
    const empty = await runCli([folder], tempDir('iprism-cli-db-'));
    expect(empty.code).toBe(1);
    expect(empty.stdout).toContain('Skipped files:\n  notes.txt:');
    expect(empty.stderr).toContain('Nothing importable was found.');
  }, 120_000);

  it('refuses to open a data directory the running server holds', async () => {
    const dataDir = tempDir('iprism-cli-db-');
    // This test process stands in for the server: a live pid in the lock file.
    writeFileSync(lockFile(dataDir), `${process.pid} server\n`);
    const run = await runCli([join(SHARED_DATA, 'patent-client-fixtures', 'uspto-ppubs')], dataDir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`The iPrism server is running on this data directory (pid ${process.pid}); stop it first or import from the admin screen`);
  }, 60_000);
});
