import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createWorkerTrainer } from '../../server/src/modules/cpc/classification/model/train-in-worker';
import type { LabelledText } from '../../server/src/modules/cpc/classification/model/cpc-model';

/**
 * The product's training path (a worker thread, held-out model then the served model on every document) timed,
 * with the event loop's delay meanwhile: what an API request waiting behind the training would feel.
 */
export async function workerTrainingCost(documents: readonly LabelledText[], scheme: readonly LabelledText[]): Promise<void> {
  const trainer = createWorkerTrainer();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const result = await trainer.train(documents, scheme);
  const wall = (performance.now() - started) / 1000;
  delay.disable();
  await trainer.close();
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  console.log(
    `\nCPC model training in a worker thread: ${documents.length} documents, ${result.subclasses} subclasses, ${Math.round(wall)} s ` +
      `(${result.model.byteLength.toLocaleString('en-US')} bytes stored); event loop delay meanwhile p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms`,
  );
}
