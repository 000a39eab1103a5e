// Trains the CPC model off the event loop that serves the API: a training run is a minute of CPU.
// The model code is TypeScript, so the thread registers tsx's loader for itself (the app runs under tsx).
// Messages: { id, documents, scheme } → { id, result } | { id, error }.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/cjs/api';

register();
const { runTraining } = createRequire(import.meta.url)('./train-job.ts');

parentPort.on('message', ({ id, documents, scheme }) => {
  try {
    const result = runTraining(documents, scheme);
    parentPort.postMessage({ id, result }, [result.model.buffer, ...result.heldOut.map((h) => h.probabilities.buffer)]);
  } catch (error) {
    parentPort.postMessage({ id, error: { name: error?.name ?? 'Error', message: error?.message ?? String(error) } });
  }
});
