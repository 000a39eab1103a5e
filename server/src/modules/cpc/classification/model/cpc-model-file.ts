import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Calibration } from './calibration';
import { CPC_TRAINING_VERSION, type LabelledText } from './cpc-model';

/**
 * A trained, calibrated CPC model shipped beside a corpus (the demo corpus's `cpc-model.bin.gz`), so a fresh
 * start serves it instead of training. Gzip of: one line of JSON, the header `{ format, corpusHash, documents,
 * subclasses, trainingMs, calibration }` (corpusHash: `trainingTextsHash` of what it was trained
 * on), a newline, then the model as cpc-model-codec.ts encodes it.
 */
export const CPC_MODEL_FILE_FORMAT = 'iprism-cpc-model/1';
export const CPC_MODEL_FILE_NAME = 'cpc-model.bin.gz';

export interface CpcModelFile {
  corpusHash: string;
  documents: number;
  subclasses: number;
  trainingMs: number;
  calibration: Calibration;
  /** cpc-model-codec.ts bytes. */
  model: Buffer;
}

type Header = Omit<CpcModelFile, 'model'> & { format: string };

/**
 * What the model learns from and how, as one hash: the training's version, then the ids, subclasses and texts of
 * the labelled documents and of the scheme texts, in the order given (readTrainingTexts: by id).
 */
export function trainingTextsHash({ documents, scheme }: { documents: readonly LabelledText[]; scheme: readonly LabelledText[] }, version = CPC_TRAINING_VERSION): string {
  const hash = createHash('sha256');
  hash.update(`${version}\u0001`);
  for (const d of [...documents, ...scheme]) hash.update(`${d.id}\u0000${[...d.subclasses].sort().join(' ')}\u0000${d.text}\u0001`);
  return hash.digest('hex');
}

export function encodeCpcModelFile({ model, ...meta }: CpcModelFile): Buffer {
  const header: Header = { format: CPC_MODEL_FILE_FORMAT, ...meta };
  return gzipSync(Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`, 'utf8'), model]), { level: 9 });
}

export function decodeCpcModelFile(gzipped: Buffer): CpcModelFile {
  const bytes = gunzipSync(gzipped);
  const newline = bytes.indexOf(0x0a);
  const header = JSON.parse(bytes.subarray(0, newline < 0 ? 0 : newline).toString('utf8') || '{}') as Partial<Header>;
  if (header.format !== CPC_MODEL_FILE_FORMAT || typeof header.corpusHash !== 'string' || !header.calibration?.weights) {
    throw new Error(`not a CPC model file of format ${CPC_MODEL_FILE_FORMAT}`);
  }
  const { corpusHash, documents = 0, subclasses = 0, trainingMs = 0, calibration } = header;
  return { corpusHash, documents, subclasses, trainingMs, calibration, model: Buffer.from(bytes.subarray(newline + 1)) };
}
