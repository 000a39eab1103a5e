import { normalize } from './unit-vector';

/**
 * One signed byte per dimension: the vector scaled so its largest component is ±127, then rounded. The
 * scale is not kept: vectors are compared by cosine, and dequantising normalises to unit length again.
 */
export function quantise(vector: ArrayLike<number>): Int8Array {
  let max = 0;
  for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i]!));
  const out = new Int8Array(vector.length);
  if (max === 0) return out;
  for (let i = 0; i < vector.length; i++) out[i] = Math.round((vector[i]! / max) * 127);
  return out;
}

/** The unit vector a quantised one stands for. */
export const dequantise = (bytes: Int8Array): Float32Array => normalize(bytes);
