import type { ProgressStage } from '../contracts/progress';

/**
 * What a person reads for each stage (SPEC §1: upload, report, prior-art search, IDS analysis,
 * transformation, classification). Here rather than in a remote: the host's progress toasts name the
 * stages too.
 */
export const STAGE_LABELS: Readonly<Record<ProgressStage, string>> = {
  upload: 'Upload',
  report: 'Report',
  priorArt: 'Prior art',
  idsAnalysis: 'IDS analysis',
  idsTransformation: 'IDS transformation',
  idsClassification: 'IDS classification',
};

export const stageLabel = (stage: ProgressStage): string => STAGE_LABELS[stage];
