import { join } from 'node:path';
import { FileRefusedError } from './file-refusal';
import { createReaderPool, type ReaderPool } from './reader-pool';
import { DEFAULT_READER_LIMITS } from './reader-settings';

const THREAD = join(__dirname, '../../../test/fixtures/test-reader-thread.cjs');

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof FileRefusedError ? error.refusal : error),
  );

describe('createReaderPool', () => {
  let pool: ReaderPool;
  afterEach(() => pool.close());

  it('terminates a thread that runs past the time limit, refuses its file and serves the next on a new thread', async () => {
    pool = createReaderPool(THREAD, { threads: 1, timeoutMs: 1500, heapMb: 64, limits: DEFAULT_READER_LIMITS });
    expect(await pool.run('echo', { n: 1 })).toEqual({ n: 1 });
    expect(await refusalOf(pool.run('spin', {}))).toEqual({ reason: 'readTimeout', seconds: 2 });
    expect(await pool.run('echo', { n: 2 })).toEqual({ n: 2 });
  });

  it('refuses a file whose reading runs out of the thread heap, and carries on', async () => {
    pool = createReaderPool(THREAD, { threads: 1, timeoutMs: 60_000, heapMb: 64, limits: DEFAULT_READER_LIMITS });
    expect(await refusalOf(pool.run('hoard', {}))).toEqual({ reason: 'readMemory', limit: 64 * 1024 * 1024 });
    expect(await pool.run('echo', 'still here')).toBe('still here');
  });

  it('runs as many files at once as it has threads, the others waiting their turn', async () => {
    pool = createReaderPool(THREAD, { threads: 2, timeoutMs: 60_000, heapMb: 64, limits: DEFAULT_READER_LIMITS });
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => pool.run('echo', n, { interactive: n % 2 === 0 })))).toEqual([1, 2, 3, 4, 5]);
  });
});
