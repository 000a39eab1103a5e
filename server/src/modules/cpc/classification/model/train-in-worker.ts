import { join } from 'node:path';
import { createRequestThread } from '../../../../platform/lib/request-thread';
import type { LabelledText } from './cpc-model';
import type { TrainingResult } from './train-job';

type Reply = { id: number; result?: TrainingResult; error?: { message: string } };

const WORKER_FILE = join(__dirname, 'train-cpc-model.worker.mjs');

export interface CpcTrainer {
  /** `scheme`: the subclasses' scheme texts (cpc-model.ts trainCpcModel). */
  train(documents: readonly LabelledText[], scheme: readonly LabelledText[]): Promise<TrainingResult>;
  close(): Promise<void>;
}

/** Training in a worker thread (started on first use, lib/request-thread.ts), so the API keeps answering. */
export function createWorkerTrainer(): CpcTrainer {
  const thread = createRequestThread<{ documents: LabelledText[]; scheme: LabelledText[] }, Reply>({ file: WORKER_FILE, name: 'CPC model trainer', refWhileBusy: true });
  return {
    async train(documents, scheme) {
      const plain = (d: LabelledText): LabelledText => ({ id: d.id, text: d.text, subclasses: [...d.subclasses], ...(d.claim ? { claim: d.claim } : {}) });
      const reply = await thread.request({ documents: documents.map(plain), scheme: scheme.map(plain) });
      if (!reply.result) throw new Error(`CPC model training failed: ${reply.error?.message ?? 'unknown error'}`);
      return reply.result;
    },
    close: () => thread.close(),
  };
}
