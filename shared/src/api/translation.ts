import {
  TranslateResponseSchema,
  TranslationProviderStatusSchema,
  TranslationQcSchema,
  type TranslateRequest,
  type TranslateResponse,
  type TranslationProviderStatus,
  type TranslationQc,
  type TranslationQcRequest,
} from '../contracts/translation';
import { apiFetch } from './api-fetch';

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
