import { ContractorListSchema, ContractorSchema, ContractorInvoiceListSchema, ContractorInvoiceSchema, MyContractorSchema, type Contractor, type ContractorInput, type ContractorInvoice, type ContractorInvoiceStatus, type MyContractor } from '../contracts/contractors';
import { apiFetch } from './api-fetch';

/** Contractors (staff) and the contractor's own page. Errors are the screen's to show. */

export async function listContractors(signal?: AbortSignal): Promise<Contractor[]> {
  return (await apiFetch('/api/admin/contractors', { schema: ContractorListSchema, notify: false, signal })).contractors;
}

export function saveContractor(id: string | null, body: ContractorInput): Promise<Contractor> {
  return id
    ? apiFetch(`/api/admin/contractors/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: ContractorSchema, notify: false })
    : apiFetch('/api/admin/contractors', { method: 'POST', body, schema: ContractorSchema, notify: false });
}

export async function listContractorInvoices(status: ContractorInvoiceStatus | null, signal?: AbortSignal): Promise<ContractorInvoice[]> {
  return (await apiFetch(`/api/admin/contractor-invoices${status ? `?status=${status}` : ''}`, { schema: ContractorInvoiceListSchema, notify: false, signal })).invoices;
}

export function decideContractorInvoice(id: string, decision: 'approve' | 'reject', comment?: string): Promise<ContractorInvoice> {
  return apiFetch(`/api/admin/contractor-invoices/${encodeURIComponent(id)}/${decision}`, { method: 'POST', body: comment ? { comment } : {}, schema: ContractorInvoiceSchema, notify: false });
}

export const adminInvoicePdfPath = (id: string) => `/api/admin/contractor-invoices/${encodeURIComponent(id)}/pdf`;
export const myInvoicePdfPath = (id: string) => `/api/contractor/invoices/${encodeURIComponent(id)}/pdf`;

export function getMyContractor(signal?: AbortSignal): Promise<MyContractor> {
  return apiFetch('/api/contractor/me', { schema: MyContractorSchema, notify: false, signal });
}

export function createMyInvoice(periodFrom: string, periodTo: string): Promise<ContractorInvoice> {
  return apiFetch('/api/contractor/invoices', { method: 'POST', body: { periodFrom, periodTo }, schema: ContractorInvoiceSchema, notify: false });
}
