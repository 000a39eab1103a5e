import { createLocalEmbedder } from './local-embedder';

/** The real USE Lite model from the npm package, in its worker thread: loaded once, a few texts. */
describe('local embedder (USE Lite, offline)', () => {
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close());

  it('embeds texts into 512-d unit vectors that place related texts closer', async () => {
    const [bat, batLike, chip] = await embedder.embed([
      'A baseball bat with a weighted barrel for hitting the ball',
      'Softball bat having a hollow barrel',
      'Neural network accelerator chip with systolic array of multipliers',
    ]);
    expect(bat).toBeInstanceOf(Float32Array);
    expect(bat!.length).toBe(512);
    const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);
    expect(dot(bat!, bat!)).toBeCloseTo(1, 4);
    expect(dot(bat!, batLike!)).toBeGreaterThan(dot(bat!, chip!) + 0.1);
  }, 60_000);

  it('answers texts sent together to a thread that is still loading the model', async () => {
    const fresh = createLocalEmbedder({ threads: 1 });
    try {
      const vectors = await Promise.all(['A fishing hook', 'A refrigerator basket', 'An engine crankshaft'].map((t) => fresh.embed([t])));
      expect(vectors.map((v) => v[0]!.length)).toEqual([512, 512, 512]);
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('splits a batch between its threads and keeps the texts in order', async () => {
    const pooled = createLocalEmbedder({ threads: 2 });
    try {
      const texts = ['A fishing hook with a weight', 'A refrigerator basket', 'An engine crankshaft'];
      const together = await pooled.embed(texts);
      const alone = await Promise.all(texts.map(async (t) => (await embedder.embed([t]))[0]!));
      together.forEach((v, i) => alone[i]!.forEach((x, j) => expect(v[j]).toBeCloseTo(x, 4)));
    } finally {
      await pooled.close();
    }
  }, 60_000);
});
