import { findApplicationFile } from '../../db/repositories/application-files';
import type { StageHandler } from '../stage-handler';

/**
 * The three IDS stages (issue 6 fills their analysis). Without an IDS each completes at once with a clear
 * message; with one, each confirms the stored IDS and records that its analysis is pending.
 */
function idsStage(noun: string): StageHandler {
  return async ({ application, db, report }) => {
    const ids = await findApplicationFile(db, application.id, 'ids');
    if (!ids) return { result: { status: 'no-ids' }, message: 'No IDS uploaded' };
    await report.progress(50, `Reading ${ids.name}`);
    return { result: { status: 'received', file: ids.name, size: ids.size }, message: `IDS ${ids.name} received; ${noun} follows with the prior-art corpus` };
  };
}

export const idsAnalysisStage = idsStage('citation analysis');
export const idsTransformationStage = idsStage('transformation');
export const idsClassificationStage = idsStage('classification');
