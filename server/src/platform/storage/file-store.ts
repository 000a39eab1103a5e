/**
 * Where uploaded documents live. Local disk under DATA_DIR in the default; an S3-compatible store is a
 * later adapter behind the same four calls. Keys are '/'-separated and chosen by the server, never by users.
 */
export interface FileStore {
  /** Stores `data` under `key` whole or not at all (a crash mid-write leaves no partial file under the key). */
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array>;
  /** Removes every key that starts with `prefix`; removing nothing is not an error. */
  removePrefix(prefix: string): Promise<void>;
}
