import { startFakeEmbeddings, type FakeEmbeddings } from '../../../test/fake-embeddings-server';
import { createOpenAiEmbedder } from './openai-embedder';

describe('OpenAI-compatible embedder (against a local fake endpoint)', () => {
  let fake: FakeEmbeddings;
  beforeAll(async () => {
    fake = await startFakeEmbeddings();
  });
  afterAll(() => fake.close());

  it('posts { model, input } with the bearer key and returns unit vectors in input order', async () => {
    const embedder = createOpenAiEmbedder({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'text-embed-x' });
    expect(embedder.model).toBe('openai:text-embed-x');
    const [bat, ball, net] = await embedder.embed(['baseball bat', 'baseball bat grip', 'neural network']);
    const last = fake.requests.at(-1)!;
    expect(last.body).toEqual({ model: 'text-embed-x', input: ['baseball bat', 'baseball bat grip', 'neural network'] });
    expect(last.headers.authorization).toBe('Bearer sk-test');
    expect(embedder.dimensions).toBe(64);
    const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);
    expect(dot(bat!, bat!)).toBeCloseTo(1, 5);
    expect(dot(bat!, ball!)).toBeGreaterThan(dot(bat!, net!));
  });

  it('sends no authorization header without a key, and nothing at all for no texts', async () => {
    const embedder = createOpenAiEmbedder({ baseUrl: fake.baseUrl, apiKey: '', model: 'm' });
    const before = fake.requests.length;
    expect(await embedder.embed([])).toEqual([]);
    expect(fake.requests.length).toBe(before);
    await embedder.embed(['x']);
    expect(fake.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('reports the status of a failing endpoint', async () => {
    fake.failWith = 503;
    try {
      await expect(createOpenAiEmbedder({ baseUrl: fake.baseUrl, apiKey: '', model: 'm' }).embed(['x'])).rejects.toThrow(/answered 503: .*overloaded/);
    } finally {
      fake.failWith = null;
    }
  });
});
