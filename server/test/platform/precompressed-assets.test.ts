import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helper';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4_000))});`;
const CHUNK = 'remotes/patent/v1/123.abcdef0123.js';

describe('precompressed static assets', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const builds = mkdtempSync(join(tmpdir(), 'iprism-builds-'));
    mkdirSync(join(builds, 'host'), { recursive: true });
    mkdirSync(join(builds, 'remotes/patent/v1'), { recursive: true });
    writeFileSync(join(builds, 'host', 'index.html'), '<!doctype html><div id="root"></div>');
    for (const file of [join(builds, 'host', 'main.js'), join(builds, CHUNK)]) {
      writeFileSync(file, SCRIPT);
      writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
      writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
    }
    writeFileSync(join(builds, 'remotes/patent/v1/plain.js'), SCRIPT);
    app = await buildTestApp({ SERVE_STATIC: '1', BUILDS_DIR: builds });
  });
  afterAll(() => app.close());

  it('sends Brotli to a browser that accepts it, with the asset type, caching and Vary', async () => {
    const res = await app.inject({ method: 'GET', url: `/builds/${CHUNK}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip when Brotli is not accepted, and plain bytes when nothing is', async () => {
    const gz = await app.inject({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends an asset without compressed variants as it is', async () => {
    const res = await app.inject({ method: 'GET', url: '/builds/remotes/patent/v1/plain.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });
});
