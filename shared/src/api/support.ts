import {
  AdminSupportTicketListSchema,
  AdminSupportTicketSchema,
  SupportTicketListSchema,
  SupportTicketSchema,
  type AdminSupportTicket,
  type CreateSupportTicket,
  type SupportTicket,
  type SupportTicketStatus,
} from '../contracts/support';
import { apiFetch } from './api-fetch';

/**
 * Support tickets: the patent dashboard's Support page (the user's own) and the admin home's panel (staff).
 * Errors are the page's to show (notify: false), beside the part that failed.
 */

export const SUPPORT_TICKETS_PATH = '/api/support/tickets';
const ADMIN_SUPPORT_TICKETS_PATH = '/api/admin/support/tickets';

export function openSupportTicket(ticket: CreateSupportTicket): Promise<SupportTicket> {
  return apiFetch(SUPPORT_TICKETS_PATH, { method: 'POST', body: ticket, schema: SupportTicketSchema, notify: false });
}

export async function listMySupportTickets(signal?: AbortSignal): Promise<SupportTicket[]> {
  return (await apiFetch(SUPPORT_TICKETS_PATH, { schema: SupportTicketListSchema, notify: false, signal })).tickets;
}

export async function listAdminSupportTickets(status: SupportTicketStatus | null, signal?: AbortSignal): Promise<AdminSupportTicket[]> {
  const query = status ? `?status=${status}` : '';
  return (await apiFetch(`${ADMIN_SUPPORT_TICKETS_PATH}${query}`, { schema: AdminSupportTicketListSchema, notify: false, signal })).tickets;
}

export function replyToSupportTicket(id: string, message: string): Promise<AdminSupportTicket> {
  return apiFetch(`${ADMIN_SUPPORT_TICKETS_PATH}/${encodeURIComponent(id)}/reply`, { method: 'POST', body: { message }, schema: AdminSupportTicketSchema, notify: false });
}
