import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Old versions stay deployed so open pages can still load their chunks (ARCHITECTURE §3), up to this many. */
export const KEPT_VERSIONS_PER_REMOTE = 5;

// A release folder is `<hash8>-<base36 ms>` (newVersion); others, such as `dev`, are never pruned.
const RELEASE_FOLDER = /^[0-9a-f]{8}-([0-9a-z]+)$/;

/** The version folders to delete: all but the newest `keep` releases, never the current one. */
export function versionsToPrune(folders: readonly string[], current: string, keep = KEPT_VERSIONS_PER_REMOTE): string[] {
  const releases: { folder: string; builtAtMs: number }[] = [];
  for (const folder of folders) {
    const match = RELEASE_FOLDER.exec(folder);
    if (match?.[1]) releases.push({ folder, builtAtMs: parseInt(match[1], 36) });
  }
  releases.sort((a, b) => b.builtAtMs - a.builtAtMs || a.folder.localeCompare(b.folder));
  return releases
    .slice(keep)
    .map((r) => r.folder)
    .filter((folder) => folder !== current);
}

/** Deletes the old version folders of one remote; returns their names. */
export function pruneVersionFolders(remoteDir: string, current: string, keep = KEPT_VERSIONS_PER_REMOTE): string[] {
  if (!existsSync(remoteDir)) return [];
  const folders = readdirSync(remoteDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const doomed = versionsToPrune(folders, current, keep);
  for (const folder of doomed) rmSync(join(remoteDir, folder), { recursive: true, force: true });
  return doomed;
}
