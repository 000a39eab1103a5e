import type { Migration } from './index';

/**
 * The CPC subclass model trained from the corpus (classification/cpc-model-service.ts): the latest one is
 * served and kept, with the corpus fingerprint it was trained on (a restart after an import retrains) and the
 * calibration fitted on documents held out of its training.
 */
export const m026CpcModels: Migration = {
  id: '026-cpc-models',
  sql: `
    CREATE TABLE cpc_models (
      id SERIAL PRIMARY KEY,
      trained_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      corpus_fingerprint TEXT NOT NULL,
      documents INTEGER NOT NULL,
      subclasses INTEGER NOT NULL,
      training_ms INTEGER NOT NULL,
      model BYTEA NOT NULL,
      calibration JSONB NOT NULL
    );
  `,
};
