import type { CpcModel } from './cpc-model';

/**
 * A trained model as bytes for the database and the shipped demo model, and back: the term space, the subclass
 * names, and each term's kept weights as (class, int8 weight) with one scale per term, classes ascending and
 * stored as the gap to the previous one (small numbers, which gzip packs well). The first prediction does not
 * move (cpc-model.test.ts).
 */
const FORMAT = 2;

function bytes(view: ArrayBufferView): Buffer {
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength);
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
}

export function encodeCpcModel(model: CpcModel): Buffer {
  const { features, classes, offsets, columns, values, bias } = model.softmax;
  const entries = offsets[features]!;
  const scales = new Float32Array(features);
  const counts = new Uint8Array(features);
  const gaps = new Uint16Array(entries);
  const quantised = new Int8Array(entries);
  for (let f = 0; f < features; f++) {
    const from = offsets[f]!;
    const to = offsets[f + 1]!;
    if (to - from > 255) throw new Error(`${to - from} weights kept for one term; the format stores at most 255`);
    counts[f] = to - from;
    let max = 0;
    for (let j = from; j < to; j++) max = Math.max(max, Math.abs(values[j]!));
    scales[f] = max / 127 || 1;
    const order = Array.from({ length: to - from }, (_, k) => from + k).sort((a, b) => columns[a]! - columns[b]!);
    let previous = 0;
    order.forEach((j, k) => {
      gaps[from + k] = columns[j]! - previous;
      previous = columns[j]!;
      quantised[from + k] = Math.round(values[j]! / scales[f]!);
    });
  }
  const names = Buffer.from(JSON.stringify(model.subclasses));
  return Buffer.concat([
    u32(FORMAT),
    u32(features),
    u32(classes),
    u32(entries),
    u32(names.length),
    names,
    bytes(model.space.terms),
    bytes(model.space.idf),
    bytes(bias),
    bytes(scales),
    bytes(counts),
    bytes(gaps),
    bytes(quantised),
  ]);
}

export function decodeCpcModel(buf: Buffer): CpcModel {
  let at = 0;
  const u32At = () => {
    if (at + 4 > buf.length) throw new Error('the stored CPC model is truncated');
    const n = buf.readUInt32LE(at);
    at += 4;
    return n;
  };
  // A copy per array, so each typed array is aligned whatever its offset in the blob.
  const take = (length: number): ArrayBuffer => {
    if (at + length > buf.length) throw new Error('the stored CPC model is truncated');
    const out = new Uint8Array(length);
    out.set(buf.subarray(at, at + length));
    at += length;
    return out.buffer;
  };
  const format = u32At();
  if (format !== FORMAT) throw new Error(`the stored CPC model has format ${format}, this server reads ${FORMAT}`);
  const features = u32At();
  const classes = u32At();
  const entries = u32At();
  const subclasses = JSON.parse(Buffer.from(take(u32At())).toString('utf8')) as string[];
  const terms = new Uint32Array(take(features * 4));
  const idf = new Float32Array(take(features * 4));
  const bias = new Float32Array(take(classes * 4));
  const scales = new Float32Array(take(features * 4));
  const counts = new Uint8Array(take(features));
  const gaps = new Uint16Array(take(entries * 2));
  const quantised = new Int8Array(take(entries));
  const offsets = new Uint32Array(features + 1);
  const columns = new Uint16Array(entries);
  const values = new Float32Array(entries);
  for (let f = 0; f < features; f++) {
    const from = offsets[f]!;
    offsets[f + 1] = from + counts[f]!;
    let column = 0;
    for (let j = from; j < offsets[f + 1]!; j++) {
      column += gaps[j]!;
      columns[j] = column;
      values[j] = quantised[j]! * scales[f]!;
    }
  }
  if (offsets[features] !== entries) throw new Error('the stored CPC model is inconsistent');
  return { space: { terms, idf }, subclasses, softmax: { features, classes, offsets, columns, values, bias } };
}
