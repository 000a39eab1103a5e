import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStore } from './file-store';
import { trimEndOf } from '@iprism/shared/text';

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** FileStore on local disk: write to a temporary name, then rename, so readers never see half a file. */
export function createLocalFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    // Keys come from the server, but a bad one must never escape the root.
    if (!SAFE_KEY.test(key) || key.split('/').includes('..')) throw new Error(`invalid storage key: ${key}`);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = join(dirname(path), `.${randomUUID()}.tmp`);
      try {
        await writeFile(tmp, data);
        await rename(tmp, path);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    get: async (key) => readFile(pathOf(key)),
    async removePrefix(prefix) {
      await rm(pathOf(trimEndOf(prefix, '/')), { recursive: true, force: true });
    },
  };
}
