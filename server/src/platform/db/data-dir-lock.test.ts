import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataDir, DataDirInUseError, lockFile, lockHolder } from './data-dir-lock';

const dataDir = (): string => mkdtempSync(join(tmpdir(), 'iprism-lock-'));

/** A pid that surely is not running: a child that has already exited. */
const deadPid = (): number => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('data directory lock', () => {
  it('writes this pid and role, and removes the file on release', () => {
    const dir = dataDir();
    const release = acquireDataDir(dir, 'import');
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid} import\n`);
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('refuses while a live process holds the directory, naming it', () => {
    const dir = dataDir();
    // The parent of this test process is alive and is not this process.
    writeFileSync(lockFile(dir), `${process.ppid} server\n`);
    expect(lockHolder(dir)).toEqual({ pid: process.ppid, role: 'server' });
    expect(() => acquireDataDir(dir, 'import')).toThrow(DataDirInUseError);
    expect(() => acquireDataDir(dir, 'import')).toThrow(`The iPrism server is running on this data directory (pid ${process.ppid}); stop it first or import from the admin screen.`);
  });

  it('takes over a stale file left by a process that died', () => {
    const dir = dataDir();
    writeFileSync(lockFile(dir), `${deadPid()} server\n`);
    expect(lockHolder(dir)).toBeNull();
    acquireDataDir(dir, 'server')();
  });
});
