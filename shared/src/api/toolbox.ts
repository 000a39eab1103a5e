import {
  FormFillContentSchema,
  FormFillListSchema,
  IdsFillRulesSchema,
  IdsSizeFeeSchema,
  IdsTimingSchema,
  SavedFormFillSchema,
  ToolboxHomeSchema,
  type FormFillContent,
  type FormFillSummary,
  type IdsFillRules,
  type IdsSizeFee,
  type IdsSizeFeeRequest,
  type IdsTiming,
  type IdsTimingRequest,
  type SavedFormFill,
  type ToolboxForm,
  type ToolboxHome,
} from '../contracts/toolbox';
import { UPLOAD_FIELDS } from '../contracts/applications';
import { apiFetch } from './api-fetch';
import { postFile, type DownloadedBlob } from './file-transfer';
import { bearerHeaders } from './applications-transfer';
import { fetchCsrfToken } from './csrf-token';
import { CSRF_HEADER } from '../contracts/csrf';
import { apiErrorFromResponse, networkError } from './api-error';
import { readJsonBody } from './read-body';
import { fileNameFromDisposition } from './applications-query';

/** The toolbox API: home summary, IDS rules and form fill. Errors are the page's to show (notify: false). */
const TOOLBOX = '/api/toolbox';
const FILLS = `${TOOLBOX}/formfill/fills`;

export function getToolboxHome(signal?: AbortSignal): Promise<ToolboxHome> {
  return apiFetch(`${TOOLBOX}/home`, { schema: ToolboxHomeSchema, notify: false, signal });
}

export function computeIdsSizeFee(request: IdsSizeFeeRequest): Promise<IdsSizeFee> {
  return apiFetch(`${TOOLBOX}/ids-size-fee`, { method: 'POST', body: request, schema: IdsSizeFeeSchema, notify: false });
}

export function computeIdsTiming(request: IdsTimingRequest): Promise<IdsTiming> {
  return apiFetch(`${TOOLBOX}/ids-timing`, { method: 'POST', body: request, schema: IdsTimingSchema, notify: false });
}

/** A form pre-filled from one of the caller's applications, or blank. */
export function prefillForm(form: ToolboxForm, applicationId?: string): Promise<FormFillContent> {
  return apiFetch(`${TOOLBOX}/formfill/prefill`, { method: 'POST', body: { form, ...(applicationId && { applicationId }) }, schema: FormFillContentSchema, notify: false });
}

/** A form pre-filled from an application file uploaded for it (USPTO XML, PDF, DOCX). */
export async function prefillFormFromFile(form: ToolboxForm, file: File): Promise<FormFillContent> {
  return FormFillContentSchema.parse(await postFile(`${TOOLBOX}/formfill/prefill/upload?form=${form}`, UPLOAD_FIELDS.application, file));
}

export function idsFillRules(content: FormFillContent, signal?: AbortSignal): Promise<IdsFillRules> {
  return apiFetch(`${TOOLBOX}/formfill/ids-rules`, { method: 'POST', body: content, schema: IdsFillRulesSchema, notify: false, signal });
}

/** The filled form as a PDF (POSTed, since the fields travel with it). */
export async function formFillPdf(content: FormFillContent): Promise<DownloadedBlob> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(await bearerHeaders()) };
  headers[CSRF_HEADER] = await fetchCsrfToken(headers);
  let res: Response;
  try {
    res = await fetch(`${TOOLBOX}/formfill/pdf`, { method: 'POST', headers, body: JSON.stringify(content), credentials: 'same-origin' });
  } catch {
    throw networkError();
  }
  if (!res.ok) throw apiErrorFromResponse(res.status, await readJsonBody(res));
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? `${content.form}.pdf` };
}

export async function listFormFills(signal?: AbortSignal): Promise<FormFillSummary[]> {
  return (await apiFetch(FILLS, { schema: FormFillListSchema, notify: false, signal })).fills;
}

export function getFormFill(id: string, signal?: AbortSignal): Promise<SavedFormFill> {
  return apiFetch(`${FILLS}/${encodeURIComponent(id)}`, { schema: SavedFormFillSchema, notify: false, signal });
}

/** Saves a new fill, or the fill `id` again. */
export function saveFormFill(content: FormFillContent, id?: string): Promise<SavedFormFill> {
  return id
    ? apiFetch(`${FILLS}/${encodeURIComponent(id)}`, { method: 'PUT', body: content, schema: SavedFormFillSchema, notify: false })
    : apiFetch(FILLS, { method: 'POST', body: content, schema: SavedFormFillSchema, notify: false });
}

