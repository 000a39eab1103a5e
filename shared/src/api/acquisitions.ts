import {
  CreatePortfolioResponseSchema,
  PatentTermResponseSchema,
  PortfolioDetailSchema,
  PortfolioListSchema,
  type CreatePortfolioRequest,
  type CreatePortfolioResponse,
  type PatentTermRequest,
  type PatentTermResponse,
  type PortfolioDetail,
  type PortfolioExportFormat,
  type PortfolioSummary,
} from '../contracts/acquisitions';
import { apiFetch } from './api-fetch';
import type { DownloadedFile } from './applications';
import { fileNameFromDisposition } from './applications-query';
import { fetchWithToken } from './applications-transfer';

/**
 * The acquisitions page: term calculator and portfolios. Loads leave errors to the page (notify: false);
 * changes toast what a form cannot show (session, permission, server) and leave the rest to the form.
 */

const PORTFOLIOS_PATH = '/api/acquisitions/portfolios';
const portfolioPath = (id: string, rest = ''): string => `${PORTFOLIOS_PATH}/${encodeURIComponent(id)}${rest}`;

export function computePatentTerm(request: PatentTermRequest): Promise<PatentTermResponse> {
  return apiFetch('/api/acquisitions/term', { method: 'POST', body: request, schema: PatentTermResponseSchema });
}

export function createPortfolio(request: CreatePortfolioRequest): Promise<CreatePortfolioResponse> {
  return apiFetch(PORTFOLIOS_PATH, { method: 'POST', body: request, schema: CreatePortfolioResponseSchema });
}

export async function listPortfolios(signal?: AbortSignal): Promise<PortfolioSummary[]> {
  return (await apiFetch(PORTFOLIOS_PATH, { schema: PortfolioListSchema, notify: false, signal })).portfolios;
}

export function getPortfolio(id: string, signal?: AbortSignal): Promise<PortfolioDetail> {
  return apiFetch(portfolioPath(id), { schema: PortfolioDetailSchema, notify: false, signal });
}

export async function deletePortfolio(id: string): Promise<void> {
  await apiFetch(portfolioPath(id), { method: 'DELETE' });
}

export async function savePortfolioNote(id: string, publicationNumber: string, note: string): Promise<void> {
  await apiFetch(portfolioPath(id, `/notes/${encodeURIComponent(publicationNumber)}`), { method: 'PUT', body: { note } });
}

export async function downloadPortfolio(id: string, format: PortfolioExportFormat, signal?: AbortSignal): Promise<DownloadedFile> {
  const res = await fetchWithToken(portfolioPath(id, `/export?format=${format}`), signal);
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? `portfolio.${format}` };
}
