import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../../platform/db/db';
import { corpusFingerprint, latestCpcModel, readTrainingTexts, saveCpcModel, type StoredCpcModel } from '../repositories/cpc-models';
import type { PatentSearch } from '../../search';
import { calibrationSamples, heldOutCases } from './calibration-samples';
import { fitCalibration } from './model/calibration';
import type { TrainedCpcModel } from './model/cpc-model';
import { decodeCpcModel } from './model/cpc-model-codec';
import { trainingTextsHash, type CpcModelFile } from './model/cpc-model-file';
import type { CpcTrainer } from './model/train-in-worker';

/** Fewer labelled documents than this teach a model nothing the votes do not already say. */
export const MIN_TRAINING_DOCUMENTS = 100;
/** Imports arrive in batches and files: training waits for the corpus to stop changing this long. */
export const RETRAIN_DEBOUNCE_MS = 30_000;

export interface CpcModelStatus {
  trainedAt: string | null;
  documents: number;
  subclasses: number;
  trainingMs: number | null;
  training: boolean;
}

export interface CpcModelService {
  /** The model classification serves; null until one is trained or loaded. */
  current(): TrainedCpcModel | null;
  /** Loads the stored model (training is asked for by `trainIfStale` or `requestTraining`). */
  start(): Promise<void>;
  /** Retrains after the corpus grew (debounced); safe to call at any time. */
  requestTraining(): void;
  /**
   * Serves and stores a model shipped with the corpus (cpc-model-file.ts) when the labelled corpus is the one it
   * was trained on, so no training is needed; resolves whether it was taken.
   */
  adoptShipped(file: CpcModelFile): Promise<boolean>;
  /** Trains now if the corpus changed; resolves when done. */
  trainIfStale(): Promise<void>;
  status(): CpcModelStatus;
  /** Resolves when no training is running or waiting. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface CpcModelServiceOptions {
  db: Queryable;
  search: PatentSearch | null;
  trainer: CpcTrainer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  debounceMs?: number;
  /** On a database shared by several processes: trains only if no other process is (see vector-search.ts). */
  exclusive?: (fn: () => Promise<void>) => Promise<boolean>;
}

/**
 * The corpus model's life: loaded from cpc_models at start, trained in a worker thread when the labelled
 * corpus changed (after an import, debounced), calibrated on held-out documents with the same search the
 * classifier uses, then stored and served. A failed training leaves the previous model serving.
 */
export function createCpcModelService({ db, search, trainer, log, debounceMs = RETRAIN_DEBOUNCE_MS, exclusive }: CpcModelServiceOptions): CpcModelService {
  let served: TrainedCpcModel | null = null;
  let stored: Omit<StoredCpcModel, 'model'> | null = null;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  function serve(m: StoredCpcModel): void {
    served = { model: decodeCpcModel(m.model), calibration: m.calibration };
    const { model: _bytes, ...meta } = m;
    stored = meta;
  }

  async function train(fingerprint: string): Promise<void> {
    const { documents, scheme } = await readTrainingTexts(db);
    if (documents.length < MIN_TRAINING_DOCUMENTS) return;
    log.info({ documents: documents.length }, 'training the CPC model');
    const result = await trainer.train(documents, scheme);
    const cases = heldOutCases(documents, result);
    const calibration = fitCalibration(await calibrationSamples({ db, search }, cases));
    const model = { corpusFingerprint: fingerprint, documents: documents.length, subclasses: result.subclasses, trainingMs: result.trainingMs, model: Buffer.from(result.model), calibration };
    if (closed) return;
    await saveCpcModel(db, model);
    serve({ ...model, trainedAt: new Date().toISOString() });
    log.info({ documents: documents.length, subclasses: result.subclasses, trainingMs: result.trainingMs, heldOut: cases.length }, 'CPC model trained');
  }

  async function trainIfStale(): Promise<void> {
    if (running) return running;
    running = (async () => {
      try {
        const fingerprint = await corpusFingerprint(db);
        if (stored?.corpusFingerprint === fingerprint) return;
        const run = () => train(fingerprint);
        if (exclusive) await exclusive(run);
        else await run();
      } catch (err) {
        log.warn({ err }, 'CPC model training failed; the previous model stays in use');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  async function adoptShipped(file: CpcModelFile): Promise<boolean> {
    if (trainingTextsHash(await readTrainingTexts(db)) !== file.corpusHash) return false;
    // Decoded before it is stored: a damaged file must not replace a working model.
    const decoded = decodeCpcModel(file.model);
    const meta = { corpusFingerprint: await corpusFingerprint(db), documents: file.documents, subclasses: file.subclasses, trainingMs: file.trainingMs, calibration: file.calibration };
    if (closed) return false;
    await saveCpcModel(db, { ...meta, model: file.model });
    served = { model: decoded, calibration: file.calibration };
    stored = { ...meta, trainedAt: new Date().toISOString() };
    log.info({ documents: file.documents, subclasses: file.subclasses }, 'shipped CPC model in use');
    return true;
  }

  return {
    current: () => served,
    adoptShipped,
    async start() {
      try {
        const latest = await latestCpcModel(db);
        if (latest) serve(latest);
      } catch (err) {
        log.warn({ err }, 'the stored CPC model could not be read; it will be retrained');
      }
    },
    requestTraining() {
      if (closed) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        void trainIfStale();
      }, debounceMs);
      timer.unref();
    },
    trainIfStale,
    status: () => ({ trainedAt: stored?.trainedAt ?? null, documents: stored?.documents ?? 0, subclasses: stored?.subclasses ?? 0, trainingMs: stored?.trainingMs ?? null, training: running !== null }),
    async idle() {
      while (running) await running;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
      await trainer.close();
    },
  };
}
