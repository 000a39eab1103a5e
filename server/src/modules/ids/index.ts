/** What the ids module offers the rest of the server: other modules and the app import it only from here. */
export { buildCitations, type RawCitation } from './build-citations';
export { IDS_FILES } from './ids-files';
export { idsResponse, type ReadyIds } from './ids-response';
export { idsAnalysisResult, idsClassificationResult, idsTransformationResult, recomputeIds, type IdsAnalysisResult, type IdsClassificationResult, type IdsTransformationResult } from './ids-results';
export { loadIdsState } from './load-ids';
export { readStoredIds } from './read-stored-ids';
export { deleteIdsCorrection, listIdsCorrections, saveIdsCorrection } from './repositories/ids-corrections';
export { sb08Export } from './sb08-export';
export { type Sb08ForeignRow, type Sb08NplRow, type Sb08UsRow } from './sb08-form';
export { writeIdsCsv } from './write-ids-csv';
export { renderSb08Pdf } from './write-sb08-pdf';
