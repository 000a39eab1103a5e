import type { CpcModel } from './cpc-model';

/**
 * A trained model as bytes for the database, and back: the term space, the subclass names, and each term's
 * kept weights as int8 with one scale per term (the first prediction does not move: cpc-model.test.ts). ~12 MB for the demo corpus.
 */
const FORMAT = 1;

function bytes(view: ArrayBufferView): Buffer {
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength);
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
}

export function encodeCpcModel(model: CpcModel): Buffer {
  const { features, classes, keep, columns, values, bias } = model.softmax;
  const scales = new Float32Array(features);
  const quantised = new Int8Array(features * keep);
  for (let f = 0; f < features; f++) {
    let max = 0;
    for (let j = f * keep; j < (f + 1) * keep; j++) max = Math.max(max, Math.abs(values[j]!));
    scales[f] = max / 127 || 1;
    for (let j = f * keep; j < (f + 1) * keep; j++) quantised[j] = Math.round(values[j]! / scales[f]!);
  }
  const names = Buffer.from(JSON.stringify(model.subclasses));
  return Buffer.concat([u32(FORMAT), u32(features), u32(classes), u32(keep), u32(names.length), names, bytes(model.space.terms), bytes(model.space.idf), bytes(bias), bytes(scales), bytes(columns), bytes(quantised)]);
}

export function decodeCpcModel(buf: Buffer): CpcModel {
  let at = 0;
  const u32At = () => {
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
  const keep = u32At();
  const subclasses = JSON.parse(Buffer.from(take(u32At())).toString('utf8')) as string[];
  const terms = new Uint32Array(take(features * 4));
  const idf = new Float32Array(take(features * 4));
  const bias = new Float32Array(take(classes * 4));
  const scales = new Float32Array(take(features * 4));
  const columns = new Uint16Array(take(features * keep * 2));
  const quantised = new Int8Array(take(features * keep));
  const values = new Float32Array(features * keep);
  for (let j = 0; j < values.length; j++) values[j] = quantised[j]! * scales[Math.floor(j / keep)]!;
  return { space: { terms, idf }, subclasses, softmax: { features, classes, keep, columns, values, bias } };
}
