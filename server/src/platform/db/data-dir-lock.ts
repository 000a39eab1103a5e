import { readFileSync, unlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database must never be opened by two processes (ARCHITECTURE §7): whoever opens DATA_DIR
 * (the server, or a corpus import from the command line) records its pid here first.
 */
export type LockRole = 'server' | 'import';
export interface LockHolder {
  pid: number;
  role: LockRole;
}

export const lockFile = (dataDir: string): string => join(dataDir, 'iprism.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding the data directory, or null (no file, unreadable, or a stale pid). */
export function lockHolder(dataDir: string): LockHolder | null {
  let raw: string;
  try {
    raw = readFileSync(lockFile(dataDir), 'utf8');
  } catch {
    return null;
  }
  const [pidText, role] = raw.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !alive(pid)) return null;
  return { pid, role: role === 'import' ? 'import' : 'server' };
}

export class DataDirInUseError extends Error {
  constructor(readonly holder: LockHolder) {
    super(
      holder.role === 'server'
        ? `The iPrism server is running on this data directory (pid ${holder.pid}); stop it first or import from the admin screen.`
        : `A corpus import is running on this data directory (pid ${holder.pid}); wait for it to finish.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Takes the data directory for this process; throws DataDirInUseError when a live process holds it. Returns the release. */
export function acquireDataDir(dataDir: string, role: LockRole): () => void {
  const holder = lockHolder(dataDir);
  if (holder) throw new DataDirInUseError(holder);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), `${process.pid} ${role}\n`);
  return () => {
    try {
      if (readFileSync(lockFile(dataDir), 'utf8').split(/\s+/)[0] === String(process.pid)) unlinkSync(lockFile(dataDir));
    } catch {
      // Already gone: nothing to release.
    }
  };
}
