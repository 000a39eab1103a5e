import type { Queryable } from '../../platform/db/db';
import { findApplicationFile, loadStageResult } from '../applications';
import type { IdsAnalysisResult, IdsClassificationResult, IdsTransformationResult } from './ids-results';
import type { ReadyIds } from './ids-response';

/** Where an application's IDS stands: none uploaded, uploaded and still being read, or read by all three stages. */
export type IdsState = { kind: 'none' } | { kind: 'pending' } | { kind: 'ready'; ready: ReadyIds };

export async function loadIdsState(db: Queryable, applicationId: string): Promise<IdsState> {
  if (!(await findApplicationFile(db, applicationId, 'ids'))) return { kind: 'none' };
  const [analysis, transformation, classification] = await Promise.all([
    loadStageResult<IdsAnalysisResult>(db, applicationId, 'idsAnalysis'),
    loadStageResult<IdsTransformationResult>(db, applicationId, 'idsTransformation'),
    loadStageResult<IdsClassificationResult>(db, applicationId, 'idsClassification'),
  ]);
  if (analysis?.status !== 'completed' || transformation?.status !== 'completed' || classification?.status !== 'completed') return { kind: 'pending' };
  return { kind: 'ready', ready: { analysis, transformation, classification } };
}
