import { AdminAgreementListSchema, AdminAgreementSchema, CreatedAgreementSchema, type AdminAgreement, type CreateAgreement, type CreatedAgreement } from '../contracts/agreements';
import { AdminArticleListSchema, AdminArticleSchema, type AdminArticle, type ArticleContent, type CreateArticle } from '../contracts/newsroom-admin';
import { ActiveTermsSchema, HeartbeatResultSchema, PendingTermsSchema, TermsVersionListSchema, TermsVersionSchema, type ActiveTerms, type CreateTermsVersion, type HeartbeatResult, type PendingTerms, type TermsVersion } from '../contracts/terms';
import { apiFetch } from './api-fetch';

/**
 * Company operations: agreements, terms versions and the session heartbeat. Errors are the screen's to
 * show beside what failed (notify: false).
 */

export async function listAdminAgreements(signal?: AbortSignal): Promise<AdminAgreement[]> {
  return (await apiFetch('/api/admin/agreements', { schema: AdminAgreementListSchema, notify: false, signal })).agreements;
}

/** SPEC §7 exempt: no security token. */
export function createAgreement(body: CreateAgreement): Promise<CreatedAgreement> {
  return apiFetch('/api/agreements/create', { method: 'POST', body, schema: CreatedAgreementSchema, notify: false });
}

export function expireAgreementById(id: string): Promise<AdminAgreement> {
  return apiFetch('/api/agreements/expire', { method: 'POST', body: { id }, schema: AdminAgreementSchema, notify: false });
}

export function resendAgreement(id: string): Promise<CreatedAgreement> {
  return apiFetch(`/api/admin/agreements/${encodeURIComponent(id)}/resend`, { method: 'POST', schema: CreatedAgreementSchema, notify: false });
}


export async function listTermsVersions(signal?: AbortSignal): Promise<TermsVersion[]> {
  return (await apiFetch('/api/admin/terms', { schema: TermsVersionListSchema, notify: false, signal })).versions;
}

export function publishTermsVersion(body: CreateTermsVersion): Promise<TermsVersion> {
  return apiFetch('/api/admin/terms', { method: 'POST', body, schema: TermsVersionSchema, notify: false });
}

export function getPendingTerms(signal?: AbortSignal): Promise<PendingTerms> {
  return apiFetch('/api/terms/pending', { schema: PendingTermsSchema, notify: false, signal });
}

export function acceptTerms(versionId: string): Promise<PendingTerms> {
  return apiFetch('/api/terms/accept', { method: 'POST', body: { versionId }, schema: PendingTermsSchema, notify: false });
}

/** SPEC §7 exempt: no security token. */
export function sendHeartbeat(): Promise<HeartbeatResult> {
  return apiFetch('/api/session/heartbeat', { method: 'POST', schema: HeartbeatResultSchema, notify: false });
}

/** SPEC §7 exempt, public: the texts now in force. */
export function getActiveTerms(signal?: AbortSignal): Promise<ActiveTerms> {
  return apiFetch('/api/terms/active', { schema: ActiveTermsSchema, notify: false, auth: 'optional', signal });
}

export async function listAdminArticles(signal?: AbortSignal): Promise<AdminArticle[]> {
  return (await apiFetch('/api/admin/newsroom', { schema: AdminArticleListSchema, notify: false, signal })).articles;
}

export function createArticle(body: CreateArticle): Promise<AdminArticle> {
  return apiFetch('/api/admin/newsroom', { method: 'POST', body, schema: AdminArticleSchema, notify: false });
}

export function updateArticle(id: string, body: ArticleContent): Promise<AdminArticle> {
  return apiFetch(`/api/admin/newsroom/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: AdminArticleSchema, notify: false });
}

/** Now without a date; scheduled with a future one. */
export function publishArticle(id: string, publishAt?: string): Promise<AdminArticle> {
  return apiFetch(`/api/admin/newsroom/${encodeURIComponent(id)}/publish`, { method: 'POST', body: publishAt ? { publishAt } : {}, schema: AdminArticleSchema, notify: false });
}

export function unpublishArticle(id: string): Promise<AdminArticle> {
  return apiFetch(`/api/admin/newsroom/${encodeURIComponent(id)}/unpublish`, { method: 'POST', schema: AdminArticleSchema, notify: false });
}

export function setArticleCover(id: string, dataUrl: string | null): Promise<AdminArticle> {
  return dataUrl
    ? apiFetch(`/api/admin/newsroom/${encodeURIComponent(id)}/cover`, { method: 'PUT', body: { dataUrl }, schema: AdminArticleSchema, notify: false })
    : apiFetch(`/api/admin/newsroom/${encodeURIComponent(id)}/cover`, { method: 'DELETE', schema: AdminArticleSchema, notify: false });
}
