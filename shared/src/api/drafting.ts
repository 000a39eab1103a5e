import {
  ClaimToolResponseSchema,
  DraftDiffResponseSchema,
  DraftListSchema,
  DraftSchema,
  DraftVersionListSchema,
  DraftVersionSchema,
  DraftingCheckResponseSchema,
  type ClaimToolRequest,
  type ClaimToolResponse,
  type CreateDraftRequest,
  type Draft,
  type DraftDiffResponse,
  type DraftSummary,
  type DraftVersion,
  type DraftVersionList,
  type DraftingCheckRequest,
  type DraftingCheckResponse,
  type SaveDraftRequest,
} from '../contracts/drafting';
import { UPLOAD_FIELDS } from '../contracts/applications';
import { apiFetch } from './api-fetch';
import { downloadApiFile, postFile, type DownloadedBlob } from './file-transfer';

/** The drafting workspace's API. Errors are the page's to show (notify: false). */
export const DRAFTING_API_PATH = '/api/drafting';
const DRAFTS = `${DRAFTING_API_PATH}/drafts`;
const draftPath = (id: string, rest = ''): string => `${DRAFTS}/${encodeURIComponent(id)}${rest}`;

export function checkDraftClaims(request: DraftingCheckRequest, signal?: AbortSignal): Promise<DraftingCheckResponse> {
  return apiFetch(`${DRAFTING_API_PATH}/check`, { method: 'POST', body: request, schema: DraftingCheckResponseSchema, notify: false, signal });
}

export function runClaimTool(request: ClaimToolRequest): Promise<ClaimToolResponse> {
  return apiFetch(`${DRAFTING_API_PATH}/claims/tool`, { method: 'POST', body: request, schema: ClaimToolResponseSchema, notify: false });
}

export async function listDrafts(signal?: AbortSignal): Promise<DraftSummary[]> {
  return (await apiFetch(DRAFTS, { schema: DraftListSchema, notify: false, signal })).drafts;
}

export function createDraft(request: CreateDraftRequest): Promise<Draft> {
  return apiFetch(DRAFTS, { method: 'POST', body: request, schema: DraftSchema, notify: false });
}

/** Starts a draft from an application file (USPTO XML, PDF, DOCX, text). */
export async function importDraft(file: File): Promise<Draft> {
  return DraftSchema.parse(await postFile(`${DRAFTS}/import`, UPLOAD_FIELDS.application, file));
}

export function getDraft(id: string, signal?: AbortSignal): Promise<Draft> {
  return apiFetch(draftPath(id), { schema: DraftSchema, notify: false, signal });
}

/** Autosave of the working copy; a 409 means another tab or a colleague saved first. */
export function saveDraft(id: string, request: SaveDraftRequest): Promise<Draft> {
  return apiFetch(draftPath(id), { method: 'PUT', body: request, schema: DraftSchema, notify: false });
}

export async function deleteDraft(id: string): Promise<void> {
  await apiFetch(draftPath(id), { method: 'DELETE', notify: false });
}

export async function listDraftVersions(id: string, signal?: AbortSignal): Promise<DraftVersionList['versions']> {
  return (await apiFetch(draftPath(id, '/versions'), { schema: DraftVersionListSchema, notify: false, signal })).versions;
}

export function saveDraftVersion(id: string, label: string): Promise<DraftVersion> {
  return apiFetch(draftPath(id, '/versions'), { method: 'POST', body: { label }, schema: DraftVersionSchema, notify: false });
}

const diffQuery = (from: string, to: string, format: 'json' | 'docx') => new URLSearchParams({ from, to, format }).toString();

/** Two saved versions, or a version and 'working', compared claim by claim. */
export function diffDraftVersions(id: string, from: string, to: string, signal?: AbortSignal): Promise<DraftDiffResponse> {
  return apiFetch(draftPath(id, `/diff?${diffQuery(from, to, 'json')}`), { schema: DraftDiffResponseSchema, notify: false, signal });
}

export function downloadDraftDiff(id: string, from: string, to: string): Promise<DownloadedBlob> {
  return downloadApiFile(draftPath(id, `/diff?${diffQuery(from, to, 'docx')}`), 'claim-changes.docx');
}

export function exportDraft(id: string, format: 'docx' | 'pdf'): Promise<DownloadedBlob> {
  return downloadApiFile(draftPath(id, `/export/${format}`), `draft.${format}`);
}
