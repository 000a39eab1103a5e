import {
  GlossariesSchema,
  TranslateResponseSchema,
  TranslationReviewSchema,
  TranslationProviderStatusSchema,
  TranslationQcSchema,
  type Glossaries,
  type GlossaryExportQuery,
  type GlossaryImportRequest,
  type GlossaryQuery,
  type SaveGlossaryRequest,
  type TranslateRequest,
  type TranslationExportRequest,
  type TranslationReview,
  type TranslationReviewRequest,
  type TranslateResponse,
  type TranslationProviderStatus,
  type TranslationQc,
  type TranslationQcRequest,
} from '../contracts/translation';
import { apiFetch } from './api-fetch';
import { downloadApiFile, postForFile, type DownloadedBlob } from './file-transfer';

/** Claim translation and its offline quality check. Errors are the page's to show (a 503 says how to configure a provider). */
export function getTranslationProvider(signal?: AbortSignal): Promise<TranslationProviderStatus> {
  return apiFetch('/api/translate/provider', { schema: TranslationProviderStatusSchema, notify: false, signal });
}

export function translateText(request: TranslateRequest): Promise<TranslateResponse> {
  return apiFetch('/api/translate', { method: 'POST', body: request, schema: TranslateResponseSchema, notify: false });
}

export function checkTranslation(request: TranslationQcRequest): Promise<TranslationQc> {
  return apiFetch('/api/translate/qc', { method: 'POST', body: request, schema: TranslationQcSchema, notify: false });
}

/** Checks reviewed (possibly edited) segments again: integrity and the stored glossaries. */
export function reviewTranslation(request: TranslationReviewRequest): Promise<TranslationReview> {
  return apiFetch('/api/translate/review', { method: 'POST', body: request, schema: TranslationReviewSchema, notify: false });
}

/** The accepted segments as a DOCX. */
export function exportTranslationDocx(request: TranslationExportRequest): Promise<DownloadedBlob> {
  return postForFile('/api/translate/export', request, 'translation.docx');
}

const pairQuery = (pair: GlossaryQuery): string => new URLSearchParams({ sourceLanguage: pair.sourceLanguage, targetLanguage: pair.targetLanguage }).toString();

/** The caller's and their organisation's stored glossaries of a language pair. */
export function getGlossaries(pair: GlossaryQuery, signal?: AbortSignal): Promise<Glossaries> {
  return apiFetch(`/api/translate/glossary?${pairQuery(pair)}`, { schema: GlossariesSchema, notify: false, signal });
}

export function saveGlossary(request: SaveGlossaryRequest): Promise<Glossaries> {
  return apiFetch('/api/translate/glossary', { method: 'PUT', body: request, schema: GlossariesSchema, notify: false });
}

export function importGlossary(request: GlossaryImportRequest): Promise<Glossaries> {
  return apiFetch('/api/translate/glossary/import', { method: 'POST', body: request, schema: GlossariesSchema, notify: false });
}

export function downloadGlossary(query: GlossaryExportQuery): Promise<DownloadedBlob> {
  const params = new URLSearchParams({ ...query });
  return downloadApiFile(`/api/translate/glossary/export?${params.toString()}`, `glossary.${query.format}`);
}
