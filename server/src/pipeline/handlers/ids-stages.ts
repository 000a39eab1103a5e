import type { IdsAnalysis, IdsClassification, NormalisedCitation, PriorArtResult, Report } from '@iprism/shared/contracts';
import { findApplicationFile } from '../../db/repositories/application-files';
import { loadStageResult } from '../../db/repositories/stage-results';
import { DocumentError } from '../../documents/document-error';
import { analyseIds } from '../../ids/analyse-ids';
import { classifyCitations } from '../../ids/classify-citations';
import { findCitedInCorpus } from '../../ids/corpus-lookup';
import { highlyRelevant } from '../../ids/highly-relevant';
import { idsFileKey } from '../../ids/ids-files';
import { normaliseCitations } from '../../ids/normalise';
import { sb08FromCitations } from '../../ids/sb08-from-citations';
import { sb08Header } from '../../ids/sb08-header';
import { writeIdsCsv } from '../../ids/write-ids-csv';
import { renderSb08Pdf } from '../../ids/write-sb08-pdf';
import type { StageHandler } from '../stage-handler';
import { StageError } from '../stage-error';

/** What each IDS stage keeps in stage_results; `no-ids` when the application came without one. */
export type IdsAnalysisResult = { status: 'no-ids' } | { status: 'completed'; analysis: IdsAnalysis };
export type IdsTransformationResult = { status: 'no-ids' } | { status: 'completed'; citations: NormalisedCitation[]; files: { csv: string; json: string; pdf: string } };
export type IdsClassificationResult = { status: 'no-ids' } | { status: 'completed'; classification: IdsClassification };

const NO_IDS = { result: { status: 'no-ids' }, message: 'No IDS uploaded' } as const;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** idsAnalysis: read the stored IDS (SB/08 PDF, CSV, XML), type and check every citation. */
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
  await report.step('extract', 100, `${plural(read.citations.length, 'citation')} found`);
  await report.progress(60, `Checking ${plural(read.citations.length, 'citation')}`);
  const priorArt = await loadStageResult<PriorArtResult>(db, application.id, 'priorArt');
  const { analysis } = analyseIds({
    fileName: file.name,
    sourceFormat: read.sourceFormat,
    header: read.header,
    raws: read.citations,
    today: now().toISOString().slice(0, 10),
    filingDate: priorArt?.cutoffDate?.slice(0, 10) ?? null,
    relevant: highlyRelevant(priorArt?.references ?? []),
  });
  const { counts } = analysis;
  const result: IdsAnalysisResult = { status: 'completed', analysis };
  return {
    result,
    message: `${plural(counts.total, 'citation')} (${counts.usPatents} U.S. patents, ${counts.usApplications} U.S. publications, ${counts.foreign} foreign, ${counts.npl} NPL): ${plural(counts.errors, 'error')}, ${plural(counts.warnings, 'warning')}`,
  };
};

/** idsTransformation: DOCDB numbers and ISO dates; the IDS written as CSV, JSON and an SB/08 PDF into the file store. */
export const idsTransformationStage: StageHandler = async ({ application, db, store, report, now }) => {
  const analysed = await loadStageResult<IdsAnalysisResult>(db, application.id, 'idsAnalysis');
  if (!analysed || analysed.status !== 'completed') return NO_IDS;
  await report.progress(20, `Normalising ${plural(analysed.analysis.citations.length, 'citation')} to DOCDB form`);
  const citations = normaliseCitations(analysed.analysis.citations);
  const [reportResult, priorArt] = await Promise.all([loadStageResult<Report>(db, application.id, 'report'), loadStageResult<PriorArtResult>(db, application.id, 'priorArt')]);
  await report.progress(50, 'Writing CSV, JSON and SB/08 PDF');
  const files = { csv: idsFileKey(application.id, 'csv'), json: idsFileKey(application.id, 'json'), pdf: idsFileKey(application.id, 'pdf') };
  await store.put(files.csv, new TextEncoder().encode(writeIdsCsv(citations)));
  await store.put(files.json, new TextEncoder().encode(JSON.stringify({ applicationId: application.id, generatedAt: now().toISOString(), citations }, null, 2)));
  // Analyses stored before headers were read have none.
  const header = sb08Header(analysed.analysis.header ?? null, {
    documentNumber: reportResult?.document.documentNumber ?? null,
    filingDate: priorArt?.cutoffDate?.slice(0, 10) ?? null,
    title: application.title,
  });
  await store.put(files.pdf, await renderSb08Pdf(sb08FromCitations(header, citations)));
  const normalisedNumbers = citations.filter((c) => c.publicationNumber).length;
  const result: IdsTransformationResult = { status: 'completed', citations, files };
  return { result, message: `${plural(normalisedNumbers, 'publication number')} in DOCDB form; IDS ready as CSV, JSON and SB/08 PDF` };
};

/** idsClassification: corpus look-up, X/Y/A relevance to the claims, closest claim and CPC per citation. */
export const idsClassificationStage: StageHandler = async ({ application, db, report }) => {
  const transformed = await loadStageResult<IdsTransformationResult>(db, application.id, 'idsTransformation');
  const analysed = await loadStageResult<IdsAnalysisResult>(db, application.id, 'idsAnalysis');
  if (!transformed || transformed.status !== 'completed' || !analysed || analysed.status !== 'completed') return NO_IDS;
  await report.progress(20, `Looking up ${plural(transformed.citations.length, 'citation')} in the patent corpus`);
  const matches = await findCitedInCorpus(db, transformed.citations);
  const reportResult = await loadStageResult<Report>(db, application.id, 'report');
  await report.progress(60, `Comparing ${plural(matches.size, 'reference')} with ${plural(reportResult?.claims.length ?? 0, 'claim')}`);
  const classification = classifyCitations(transformed.citations, matches, reportResult?.claims ?? [], analysed.analysis.issues);
  const s = classification.summary;
  const result: IdsClassificationResult = { status: 'completed', classification };
  return { result, message: `${s.found} in the corpus (X ${s.X}, Y ${s.Y}, A ${s.A}), ${s.notInCorpus} not in the corpus, ${s.npl} NPL` };
};
