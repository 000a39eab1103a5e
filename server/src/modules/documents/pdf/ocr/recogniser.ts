import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

/** The English model from the registry package, read from disk: recognition never uses the network. */
const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** A recognised line and its box in image pixels. */
export interface RecognisedLine {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Recognised {
  text: string;
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
  lines: RecognisedLine[];
}

export class RecognitionTimeout extends Error {
  constructor(readonly ms: number) {
    super(`recognition took longer than ${Math.round(ms / 1000)} s`);
  }
}

let worker: Promise<Worker> | null = null;

/**
 * One Tesseract worker per reader thread, started on the first page that needs it and kept for the next
 * ones (loading the model costs about a second). It is a thread of this reader thread, so it ends with it.
 */
function recogniser(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none', cachePath: tmpdir() });
  // A worker that failed to start is not kept: the next page tries again.
  worker.catch(() => (worker = null));
  return worker;
}

/**
 * Text of one page image (any format Leptonica reads; pages are handed over as PGM). Recognition cannot be
 * interrupted, so a page over its time ends the worker; the next page starts a fresh one.
 */
export async function recognise(image: Uint8Array, timeoutMs: number): Promise<Recognised> {
  // Starting the worker is the thread's cost, not the page's: only the file's own time bounds it.
  const ready = await recogniser();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RecognitionTimeout(timeoutMs)), timeoutMs);
  });
  try {
    const result = await Promise.race([ready.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength), {}, { text: true, blocks: true }), timeout]);
    const lines = (result.data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
    return {
      text: result.data.text,
      confidence: result.data.confidence,
      lines: lines.filter((line) => line.text.trim() !== '').map((line) => ({ text: line.text.trim(), ...line.bbox })),
    };
  } catch (error) {
    if (error instanceof RecognitionTimeout) await closeRecogniser();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export async function closeRecogniser(): Promise<void> {
  const current = worker;
  worker = null;
  await current?.then((w) => w.terminate()).catch(() => undefined);
}
