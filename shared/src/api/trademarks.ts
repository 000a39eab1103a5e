import { TrademarkRegisterStatusSchema, TrademarkSearchResponseSchema, type TrademarkRegisterStatus, type TrademarkSearchRequest, type TrademarkSearchResponse } from '../contracts/trademarks';
import { apiFetch } from './api-fetch';
import { fileNameFromDisposition } from './applications-query';
import type { DownloadedFile } from './applications';
import { fetchWithToken } from './applications-transfer';

/** Trademark clearance (staff: licence admin or employee). Errors are the page's to show. */
export function searchTrademarks(request: TrademarkSearchRequest, signal?: AbortSignal): Promise<TrademarkSearchResponse> {
  return apiFetch('/api/trademarks/search', { method: 'POST', body: request, schema: TrademarkSearchResponseSchema, notify: false, signal });
}

export function getTrademarkRegister(signal?: AbortSignal): Promise<TrademarkRegisterStatus> {
  return apiFetch('/api/trademarks/register', { schema: TrademarkRegisterStatusSchema, notify: false, signal });
}

export async function downloadClearanceReport(request: TrademarkSearchRequest): Promise<DownloadedFile> {
  const query = new URLSearchParams({ mark: request.mark, classes: request.classes.join(',') });
  const res = await fetchWithToken(`/api/trademarks/report.pdf?${query.toString()}`);
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? 'trademark-clearance.pdf' };
}
