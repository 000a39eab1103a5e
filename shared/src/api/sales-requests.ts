import { SalesRequestListSchema, type SalesRequest } from '../contracts/forms';
import { apiFetch } from './api-fetch';

/** "Contact sales" inquiries and "Book a demo" requests for /admin (staff), newest first. */
export async function listSalesRequests(signal?: AbortSignal): Promise<SalesRequest[]> {
  return (await apiFetch('/api/admin/sales-requests', { schema: SalesRequestListSchema, notify: false, signal })).requests;
}
