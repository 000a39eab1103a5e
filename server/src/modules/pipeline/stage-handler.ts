import type { Db } from '../../platform/db/db';
import type { ApplicationRecord } from '../applications';
import type { FileReaders } from '../../platform/file-readers/file-readers';
import type { FileStore } from '../../platform/storage/file-store';
import type { StageReporter } from './stage-reporter';
import type { PipelineStage } from './stages';

export interface StageContext {
  application: ApplicationRecord;
  db: Db;
  store: FileStore;
  /** Every stored file is read through these (reader threads with limits), never on this thread. */
  readers: FileReaders;
  report: StageReporter;
  now: () => Date;
}

/** What a finished stage keeps (stage_results) and says in its final progress message. */
export interface StageOutcome {
  result: unknown;
  message: string;
}

export type StageHandler = (ctx: StageContext) => Promise<StageOutcome>;
export type StageHandlers = Record<PipelineStage, StageHandler>;
