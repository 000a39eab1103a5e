import { gunzipSync, gzipSync } from 'node:zlib';
import { dequantise, quantise } from './int8-vector';
import { normalize } from './unit-vector';
import { decodeVectorFile, encodeVectorFile } from './vector-file';

/** Deterministic pseudo-random unit vectors shaped like a sentence encoder's (no dominant dimension). */
function unitVector(seed: number, dims = 512): Float32Array {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
  return normalize(Array.from({ length: dims }, () => next() + next() + next()));
}

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);

describe('int8 vectors', () => {
  it('dequantises to a unit vector within cosine 0.999 of the original', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const original = unitVector(seed);
      const back = dequantise(quantise(original));
      expect(Math.hypot(...back)).toBeCloseTo(1, 5);
      expect(cosine(original, back)).toBeGreaterThanOrEqual(0.999);
    }
  });

  it('keeps the largest component at ±127 and a zero vector zero', () => {
    expect(Math.max(...quantise([0.5, -1, 0.25]).map(Math.abs))).toBe(127);
    expect([...quantise([0, 0, 0])]).toEqual([0, 0, 0]);
  });
});

describe('vector file', () => {
  it('round-trips model, ids, hashes and vectors', () => {
    const vectors = [1, 2, 3].map((seed) => ({ id: `US${seed}B2`, hash: `hash-${seed}`, vector: unitVector(seed, 16) }));
    const file = decodeVectorFile(encodeVectorFile({ model: 'use-lite-512', dimensions: 16, vectors }));
    expect(file.model).toBe('use-lite-512');
    expect(file.dimensions).toBe(16);
    expect(file.vectors.map((v) => [v.id, v.hash])).toEqual(vectors.map((v) => [v.id, v.hash]));
    file.vectors.forEach((v, i) => expect(cosine(v.vector, vectors[i]!.vector)).toBeGreaterThanOrEqual(0.999));
  });

  it('refuses a file of another format or a truncated one', () => {
    expect(() => decodeVectorFile(gzipSync('{"format":"other"}\n'))).toThrow(/format/);
    const good = encodeVectorFile({ model: 'm', dimensions: 4, vectors: [{ id: 'a', hash: 'h', vector: unitVector(1, 4) }] });
    expect(() => decodeVectorFile(gzipSync(gunzipSync(good).subarray(0, -1)))).toThrow(/bytes/);
  });
});
