import type { DocumentFormat } from '@iprism/shared/contracts';
import { buildReport, type LlmSettings, summariseWithLlm } from '../../analysis';
import { findApplicationFile, setApplicationTitle } from '../../applications';
import { DocumentError } from '../../documents';
import type { StageHandler } from '../stage-handler';
import { StageError } from '../stage-error';
import { countOf, shortenAtWord } from '@iprism/shared/text';

/** Longer titles are shortened after a whole word for lists and file names; the report keeps the whole one. */
const APPLICATION_TITLE_MAX = 300;

/**
 * report: extract the text, read sections and claims, run the checks, estimate fees, summarise. With an
 * LLM configured the summary is abstractive; if the model fails, the extractive summary stands and the
 * stage still succeeds (the report is useful without it).
 */
export function reportStage(llm: LlmSettings | null): StageHandler {
  return async ({ application, db, store, readers, report, now }) => {
    const file = await findApplicationFile(db, application.id, 'application');
    if (!file) throw new StageError('missing_document', 'The application document is missing.', false);
    await report.progress(5, `Reading ${file.name}`);
    await report.step('extract', 0, 'Extracting text');
    const bytes = await store.get(file.storageKey);
    let document;
    try {
      document = await readers.extractDocument(bytes, file.format as DocumentFormat);
    } catch (err) {
      if (err instanceof DocumentError) throw new StageError('extraction_error', err.message, false);
      throw err;
    }
    await report.step('extract', 100, `Extracted ${countOf(document.pages.length, 'page')}`);
    await report.progress(55, 'Reading sections and claims, checking antecedent basis and support');
    await report.step('analyse', 0, 'Analysing');
    const body = buildReport({ applicationId: application.id, fileName: file.name, document, now: now() });
    await report.step('analyse', 100, `${countOf(body.claims.length, 'claim')}, ${countOf(body.findings.length, 'finding')}`);
    if (llm) {
      await report.progress(80, `Writing a plain-language summary with ${llm.model}`);
      await report.step('summary', 0, `Asking ${llm.model}`);
      try {
        body.summary = await summariseWithLlm(body, llm);
        await report.step('summary', 100, `Summary by ${llm.model}`);
      } catch (err) {
        await report.step('summary', 100, `The model did not answer (${err instanceof Error ? err.message : 'error'}); the extractive summary is kept`);
      }
    }
    const title = body.document.title.trim();
    if (title) await setApplicationTitle(db, application.id, shortenAtWord(title, APPLICATION_TITLE_MAX));
    return { result: body, message: `Report ready: ${countOf(body.claims.length, 'claim')}, ${countOf(body.findings.length, 'finding')}` };
  };
}
