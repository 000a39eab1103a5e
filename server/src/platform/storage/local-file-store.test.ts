import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalFileStore } from './local-file-store';

describe('local file store', () => {
  const root = mkdtempSync(join(tmpdir(), 'iprism-store-'));
  const store = createLocalFileStore(root);

  it('stores, reads back and removes by prefix', async () => {
    await store.put('app_1/application', new Uint8Array([1, 2, 3]));
    await store.put('app_1/ids', new Uint8Array([4]));
    expect([...(await store.get('app_1/application'))]).toEqual([1, 2, 3]);
    await store.removePrefix('app_1/');
    await expect(store.get('app_1/ids')).rejects.toThrow();
  });

  it('leaves no temporary file behind', async () => {
    await store.put('app_2/application', new Uint8Array(10));
    expect(readdirSync(join(root, 'app_2'))).toEqual(['application']);
  });

  it('refuses keys that could leave the root', async () => {
    await expect(store.put('../escape', new Uint8Array(1))).rejects.toThrow('invalid storage key');
    await expect(store.get('a/../../b')).rejects.toThrow('invalid storage key');
    await expect(store.removePrefix('/')).rejects.toThrow('invalid storage key');
  });
});
