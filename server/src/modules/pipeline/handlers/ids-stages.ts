import { findApplicationFile, loadStageResult } from '../../applications';
import { DocumentError } from '../../documents';
import { buildCitations, idsAnalysisResult, type IdsAnalysisResult, idsClassificationResult, type IdsClassificationResult, idsTransformationResult, type IdsTransformationResult } from '../../ids';
import type { StageHandler } from '../stage-handler';
import { StageError } from '../stage-error';
import { countOf } from '@iprism/shared/text';

export type { IdsAnalysisResult, IdsClassificationResult, IdsTransformationResult } from '../../ids';

const NO_IDS = { result: { status: 'no-ids' }, message: 'No IDS uploaded' } as const;

/** idsAnalysis: read the stored IDS (SB/08 PDF, CSV, XML), type every citation, apply the user's corrections, check them. */
export const idsAnalysisStage: StageHandler = async ({ application, db, store, readers, report, now }) => {
  const file = await findApplicationFile(db, application.id, 'ids');
  if (!file) return NO_IDS;
  await report.progress(10, `Reading ${file.name}`);
  await report.step('extract', 0, `Extracting citations from ${file.format.toUpperCase()}`);
  let read;
  try {
    read = await readers.readIds(await store.get(file.storageKey), file.format);
  } catch (err) {
    if (err instanceof DocumentError) throw new StageError('extraction_error', `The IDS could not be read: ${err.message}`, false);
    throw err;
  }
  await report.step('extract', 100, `${countOf(read.citations.length, 'citation')} found`);
  await report.progress(60, `Checking ${countOf(read.citations.length, 'citation')}`);
  const result: IdsAnalysisResult = await idsAnalysisResult(
    db,
    application.id,
    { fileName: file.name, sourceFormat: read.sourceFormat, header: read.header, citations: buildCitations(read.citations) },
    now().toISOString().slice(0, 10),
  );
  const { counts } = result.analysis;
  return {
    result,
    message: `${countOf(counts.total, 'citation')} (${countOf(counts.usPatents, 'U.S. patent')}, ${countOf(counts.usApplications, 'U.S. publication')}, ${counts.foreign} foreign, ${counts.npl} NPL): ${countOf(counts.errors, 'error')}, ${countOf(counts.warnings, 'warning')}`,
  };
};

/** idsTransformation: DOCDB numbers, ISO dates and the SB/08 identification block, from which the CSV, JSON and SB/08 PDF are written. */
export const idsTransformationStage: StageHandler = async ({ application, db, report }) => {
  const analysed = await loadStageResult<IdsAnalysisResult>(db, application.id, 'idsAnalysis');
  if (!analysed || analysed.status !== 'completed') return NO_IDS;
  await report.progress(20, `Normalising ${countOf(analysed.analysis.citations.length, 'citation')} to DOCDB form`);
  const result: IdsTransformationResult = await idsTransformationResult(db, application, analysed.analysis);
  const normalisedNumbers = result.citations.filter((c) => c.publicationNumber).length;
  return { result, message: `${countOf(normalisedNumbers, 'publication number')} in DOCDB form; IDS ready as CSV, JSON and SB/08 PDF` };
};

/** idsClassification: corpus look-up, X/Y/A relevance to the claims, closest claim and CPC per citation. */
export const idsClassificationStage: StageHandler = async ({ application, db, report }) => {
  const transformed = await loadStageResult<IdsTransformationResult>(db, application.id, 'idsTransformation');
  const analysed = await loadStageResult<IdsAnalysisResult>(db, application.id, 'idsAnalysis');
  if (!transformed || transformed.status !== 'completed' || !analysed || analysed.status !== 'completed') return NO_IDS;
  await report.progress(20, `Comparing ${countOf(transformed.citations.length, 'citation')} with the patent corpus and the claims`);
  const result: IdsClassificationResult = await idsClassificationResult(db, application.id, transformed.citations, analysed.analysis);
  const s = result.classification.summary;
  return { result, message: `${s.found} in the corpus (X ${s.X}, Y ${s.Y}, A ${s.A}), ${s.notInCorpus} not in the corpus, ${s.npl} NPL` };
};
