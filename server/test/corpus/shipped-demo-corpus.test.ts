import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CSRF_HEADER, ClassifyResponseSchema, CorpusLoadSchema, CpcNodeSchema, CpcSectionsSchema, PatentSearchResponseSchema } from '@iprism/shared/contracts';
import { DEMO_CORPUS_DIR, loadConfig, REPO_ROOT } from '../../src/platform/config/config';
import { USE_LITE_MODEL } from '../../src/modules/search';
import { startServerProcess, type ServerProcess } from '../server-process';
import { createDurableTestDatabase, type DurableTestDatabase } from '../test-database';

const PASSWORD = 'shipped-corpus-demo';

/**
 * The demo start with nothing set but DEMO: the corpus it imports is the one committed in the repository,
 * so a fresh clone without the shared data beside it still has patents to search and a CPC scheme, and
 * the search vectors shipped with it (the default local encoder's), so search is fused without embedding, and
 * the CPC model trained on it, so classification is calibrated without training.
 */
describe('the shipped demo corpus', () => {
  jest.setTimeout(300_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'iprism-shipped-corpus-'));
  let store: DurableTestDatabase;
  let server: ServerProcess;
  let output = '';
  let auth: Record<string, string>;

  beforeAll(async () => {
    expect(process.env.CORPUS_DEMO_DIR).toBeUndefined();
    store = await createDurableTestDatabase(dataDir);
    server = await startServerProcess({ DATA_DIR: dataDir, DEMO: '1', DEMO_PASSWORD: PASSWORD, BUILDS_DIR: join(dataDir, 'no-builds'), PIPELINE_WORKERS: '0', ...store.env });
    server.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 240_000;
    while (!output.includes('shipped search vectors stored')) {
      if (Date.now() > deadline) throw new Error(`the demo corpus import did not finish:\n${output.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const res = await fetch(`${server.url}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'pro@lawfirm.example', password: PASSWORD }) });
    const headers = { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
    const csrf = (await (await fetch(`${server.url}/api/csrf-token`, { headers })).json()) as { token: string };
    auth = { ...headers, [CSRF_HEADER]: csrf.token };
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await store?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const get = async (path: string): Promise<unknown> => {
    const res = await fetch(`${server.url}${path}`, { headers: auth });
    expect(res.status).toBe(200);
    return res.json();
  };

  it('defaults to the committed folder, inside the repository', () => {
    expect(loadConfig({}).corpusDemo.dir).toBe(DEMO_CORPUS_DIR);
    expect(relative(REPO_ROOT, DEMO_CORPUS_DIR)).toBe(join('server', 'demo-corpus'));
    // Every shipped record arrives, none rejected, and the scheme is there to main-group level.
    const shipped = readdirSync(DEMO_CORPUS_DIR)
      .filter((name) => name.endsWith('.jsonl.gz'))
      .reduce((sum, name) => sum + gunzipSync(readFileSync(join(DEMO_CORPUS_DIR, name))).toString('utf8').split('\n').filter(Boolean).length, 0);
    expect(shipped).toBeGreaterThan(4000);
    const finished = JSON.parse(output.split('\n').find((line) => line.includes('demo corpus import finished'))!) as Record<string, unknown>;
    expect(finished).toMatchObject({ status: 'completed', imported: shipped, updated: 0, rejected: 0 });
    expect(finished.cpcSymbols).toBeGreaterThan(10_000);
  });

  it('answers a patent search with shipped documents', async () => {
    const res = await fetch(`${server.url}/api/patents/search`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ query: 'baseball bat with a weighted barrel' }) });
    expect(res.status).toBe(200);
    const body = PatentSearchResponseSchema.parse(await res.json());
    expect(body.total).toBeGreaterThan(10);
    expect(body.results[0]!.publicationNumber).toMatch(/^US\d+/);
    const filtered = await fetch(`${server.url}/api/patents/search`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ query: 'hydraulic excavator bucket', filters: { cpc: 'E02F' } }) });
    expect(PatentSearchResponseSchema.parse(await filtered.json()).total).toBeGreaterThan(0);
  });

  it('stores the shipped vector of every document, so search is fused without embedding any', async () => {
    const stored = JSON.parse(output.split('\n').find((line) => line.includes('shipped search vectors stored'))!) as Record<string, unknown>;
    expect(stored).toMatchObject({ model: USE_LITE_MODEL, written: 4610, shipped: 4610 });
    const deadline = Date.now() + 120_000;
    let load = CorpusLoadSchema.parse(await get('/api/patents/corpus-load'));
    while (load.state === 'loading' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      load = CorpusLoadSchema.parse(await get('/api/patents/corpus-load'));
    }
    expect(load).toEqual({ state: 'ready', documents: 4610, total: 4610, embedded: 4610 });
    expect(output).not.toContain('embedding documents for search');
    const res = await fetch(`${server.url}/api/patents/search`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ query: 'baseball bat with a weighted barrel' }) });
    const body = PatentSearchResponseSchema.parse(await res.json());
    expect(body.mode).toBe('fused');
    expect(body.corpus).toBeUndefined();
  });

  it('serves the shipped CPC model once the import ends: classify answers calibrated without training', async () => {
    const adopted = JSON.parse(output.split('\n').find((line) => line.includes('shipped CPC model in use'))!) as Record<string, unknown>;
    expect(adopted.documents).toBeGreaterThan(3000);
    const res = await fetch(`${server.url}/api/patents/classify`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ text: 'A lithium ion battery cell with a cathode of nickel manganese cobalt oxide' }) });
    expect(res.status).toBe(200);
    const body = ClassifyResponseSchema.parse(await res.json());
    expect(body.calibrated).toBe(true);
    expect(body.predictions[0]).toMatchObject({ symbol: 'H01M', score: expect.any(Number) });
    expect(body.predictions[0]!.score).toBeGreaterThan(0.5);
    expect(output).not.toContain('training the CPC model');
  });

  it('looks up the CPC scheme the explorer shows', async () => {
    const { sections } = CpcSectionsSchema.parse(await get('/api/cpc'));
    expect(sections.map((s) => s.symbol)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'Y']);
    const node = CpcNodeSchema.parse(await get('/api/cpc/A63B'));
    expect(node.title.toLowerCase()).toContain('apparatus for physical training');
    expect(node.documentCount).toBeGreaterThan(0);
    expect(node.children.length).toBeGreaterThan(10);
  });
});
