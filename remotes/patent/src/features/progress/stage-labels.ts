import type { ProgressStage } from '@iprism/shared/contracts';

/** What a person reads for each stage (SPEC §1: upload, report, prior-art search, IDS analysis, transformation, classification). */
export const STAGE_LABELS: Readonly<Record<ProgressStage, string>> = {
  upload: 'Upload',
  report: 'Report',
  priorArt: 'Prior art',
  idsAnalysis: 'IDS analysis',
  idsTransformation: 'IDS transformation',
  idsClassification: 'IDS classification',
};

export const stageLabel = (stage: ProgressStage): string => STAGE_LABELS[stage];

/** The accessible name of a stage's progress bar ("Prior art progress"); e2e tests find bars by it. */
export const stageProgressLabel = (stage: ProgressStage): string => `${STAGE_LABELS[stage]} progress`;
