import type { IdsAnalysis, IdsCitation, IdsClassification, IdsFormHeader, IdsSourceFormat, NormalisedCitation, PriorArtResult, Report } from '@iprism/shared/contracts';
import type { Queryable } from '../../platform/db/db';
import type { ApplicationRecord } from '../applications';
import { listIdsCorrections } from './repositories/ids-corrections';
import { loadStageResult, saveStageResult } from '../applications';
import { analyseIds } from './analyse-ids';
import { classifyCitations } from './classify-citations';
import { applyCorrections } from './corrections';
import { findCitedInCorpus } from './corpus-lookup';
import { highlyRelevant } from './highly-relevant';
import { normaliseCitations } from './normalise';
import { sb08Header } from './sb08-header';
import type { Sb08Header } from './sb08-form';

/** What each IDS stage keeps in stage_results; `no-ids` when the application came without one. */
export type IdsAnalysisResult =
  | { status: 'no-ids' }
  | {
      status: 'completed';
      /** The IDS as corrected by the user (the citations as read when there is no correction). */
      analysis: IdsAnalysis;
      /** The citations as read from the file; absent from results stored before corrections existed. */
      read?: IdsCitation[];
    };
export type IdsTransformationResult =
  | { status: 'no-ids' }
  | {
      status: 'completed';
      citations: NormalisedCitation[];
      /** The SB/08's identification block; absent from results stored before it was kept. */
      header?: Sb08Header;
    };
export type IdsClassificationResult = { status: 'no-ids' } | { status: 'completed'; classification: IdsClassification };

type Completed<T> = Extract<T, { status: 'completed' }>;

/** What the analysis read from the uploaded file. */
export interface IdsRead {
  fileName: string;
  sourceFormat: IdsSourceFormat;
  header: IdsFormHeader | null;
  citations: IdsCitation[];
}

/** The prior-art stage's facts the IDS is checked against: the application's effective date (the cutoff) and the highly relevant references. */
async function priorArtFacts(db: Queryable, applicationId: string) {
  const priorArt = await loadStageResult<PriorArtResult>(db, applicationId, 'priorArt');
  return { filingDate: priorArt?.cutoffDate?.slice(0, 10) ?? null, relevant: highlyRelevant(priorArt?.references ?? []) };
}

/** idsAnalysis: the citations as read with the user's corrections over them, each checked. */
export async function idsAnalysisResult(db: Queryable, applicationId: string, read: IdsRead, today: string): Promise<Completed<IdsAnalysisResult>> {
  const [facts, corrections] = await Promise.all([priorArtFacts(db, applicationId), listIdsCorrections(db, applicationId)]);
  const { analysis } = analyseIds({ ...read, citations: applyCorrections(read.citations, corrections), today, ...facts });
  return { status: 'completed', analysis, read: read.citations };
}

/** idsTransformation: DOCDB numbers, ISO dates, and the SB/08's identification block (the uploaded form's, else the application's). */
export async function idsTransformationResult(db: Queryable, application: ApplicationRecord, analysis: IdsAnalysis): Promise<Completed<IdsTransformationResult>> {
  const report = await loadStageResult<Report>(db, application.id, 'report');
  const header = sb08Header(analysis.header ?? null, {
    documentNumber: report?.document.documentNumber ?? null,
    filingDate: report?.document.bibliography?.dateClaims.find((c) => c.basis === 'filing')?.date ?? null,
    title: application.title,
  });
  return { status: 'completed', citations: normaliseCitations(analysis.citations), header };
}

/** idsClassification: corpus look-up, X/Y/A relevance to the claims, closest claim and CPC per citation. */
export async function idsClassificationResult(db: Queryable, applicationId: string, citations: readonly NormalisedCitation[], analysis: IdsAnalysis): Promise<Completed<IdsClassificationResult>> {
  const [matches, report] = await Promise.all([findCitedInCorpus(db, citations), loadStageResult<Report>(db, applicationId, 'report')]);
  return { status: 'completed', classification: classifyCitations(citations, matches, report?.claims ?? [], analysis.issues) };
}

/**
 * After a correction: the three IDS results again from what the analysis read (the file is not read
 * again), saved together. The caller holds the transaction.
 */
export async function recomputeIds(db: Queryable, application: ApplicationRecord, analysed: Completed<IdsAnalysisResult>, today: string): Promise<void> {
  const { fileName, sourceFormat, header, citations } = analysed.analysis;
  const analysis = await idsAnalysisResult(db, application.id, { fileName, sourceFormat, header, citations: analysed.read ?? citations }, today);
  const transformation = await idsTransformationResult(db, application, analysis.analysis);
  const classification = await idsClassificationResult(db, application.id, transformation.citations, analysis.analysis);
  await saveStageResult(db, application.id, 'idsAnalysis', analysis);
  await saveStageResult(db, application.id, 'idsTransformation', transformation);
  await saveStageResult(db, application.id, 'idsClassification', classification);
}
