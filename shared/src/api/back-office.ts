import { apiFetch } from './api-fetch';
import { AdminAccountDetailSchema, AdminAccountListSchema, AdminOrganizationDetailSchema, AdminOrganizationSummaryListSchema, EndSessionsResultSchema, AdminOverviewSchema, AdminPendingUserListSchema, AuditPageSchema, RegistrationListSchema, RegistrationSchema, RouteRuleListSchema, SecuritySummarySchema, StoredRouteRuleSchema, type AdminAccountPatch, type AdminOrganizationPatch } from '../contracts/back-office';
import type { OrgRole } from '../contracts/organizations';
import { RouteRuleAnswerSchema, type RouteRule } from '../contracts/route-rules';

/** The back office's calls (staff; the server enforces each). Errors are shown by the screens, so no toasts here. */

const quiet = { notify: false } as const;

export const listAccounts = (query: string, page: number, signal?: AbortSignal) =>
  apiFetch(`/api/admin/accounts?${new URLSearchParams({ query, page: String(page) })}`, { ...quiet, schema: AdminAccountListSchema, signal });
export const getAdminAccount = (id: string, signal?: AbortSignal) => apiFetch(`/api/admin/accounts/${encodeURIComponent(id)}`, { ...quiet, schema: AdminAccountDetailSchema, signal });
export const patchAdminAccount = (id: string, body: AdminAccountPatch) => apiFetch(`/api/admin/accounts/${encodeURIComponent(id)}`, { ...quiet, method: 'PATCH', body, schema: AdminAccountDetailSchema });
export const endAccountSessions = (id: string) => apiFetch(`/api/admin/accounts/${encodeURIComponent(id)}/sessions/revoke`, { ...quiet, method: 'POST', schema: EndSessionsResultSchema });
export const resendAccountVerification = (id: string) => apiFetch(`/api/admin/accounts/${encodeURIComponent(id)}/resend-verification`, { ...quiet, method: 'POST' });

export const listOrganizationSummaries = async (signal?: AbortSignal) =>
  (await apiFetch('/api/admin/organizations/summaries', { ...quiet, schema: AdminOrganizationSummaryListSchema, signal })).items;
export const getOrganization = (id: string, signal?: AbortSignal) => apiFetch(`/api/admin/organizations/${encodeURIComponent(id)}`, { ...quiet, schema: AdminOrganizationDetailSchema, signal });
export const patchOrganization = (id: string, body: AdminOrganizationPatch) => apiFetch(`/api/admin/organizations/${encodeURIComponent(id)}`, { ...quiet, method: 'PATCH', body, schema: AdminOrganizationDetailSchema });
export const setOrganizationMemberRole = (id: string, userId: string, role: OrgRole) =>
  apiFetch(`/api/admin/organizations/${encodeURIComponent(id)}/members/${encodeURIComponent(userId)}`, { ...quiet, method: 'PATCH', body: { role }, schema: AdminOrganizationDetailSchema });
export const removeOrganizationMember = (id: string, userId: string) =>
  apiFetch(`/api/admin/organizations/${encodeURIComponent(id)}/members/${encodeURIComponent(userId)}`, { ...quiet, method: 'DELETE', schema: AdminOrganizationDetailSchema });
export const assignOrganizationMember = (id: string, email: string, role: OrgRole) =>
  apiFetch(`/api/admin/organizations/${encodeURIComponent(id)}/members`, { ...quiet, method: 'POST', body: { email, role }, schema: AdminOrganizationDetailSchema });
export const listPendingUsers = async (signal?: AbortSignal) =>
  (await apiFetch('/api/admin/organizations/pending-users', { ...quiet, schema: AdminPendingUserListSchema, signal })).items;

export const listRegistrations = async (status: 'pending' | null, signal?: AbortSignal) =>
  (await apiFetch(`/api/admin/registrations${status ? `?status=${status}` : ''}`, { ...quiet, schema: RegistrationListSchema, signal })).items;
export const approveRegistration = (id: string, endsAt: string | null) =>
  apiFetch(`/api/admin/registrations/${encodeURIComponent(id)}/approve`, { ...quiet, method: 'POST', body: { endsAt }, schema: RegistrationSchema });
export const rejectRegistration = (id: string, reason: string) =>
  apiFetch(`/api/admin/registrations/${encodeURIComponent(id)}/reject`, { ...quiet, method: 'POST', body: { reason }, schema: RegistrationSchema });

export interface AuditFilters {
  action?: string;
  actor?: string;
  subject?: string;
  from?: string;
  to?: string;
}
const auditParams = (filters: AuditFilters) => new URLSearchParams(Object.entries(filters).filter(([, v]) => typeof v === 'string' && v !== '') as [string, string][]);
export const listAudit = (filters: AuditFilters, cursor: string | null, limit = 50, signal?: AbortSignal) => {
  const params = auditParams(filters);
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(limit));
  return apiFetch(`/api/admin/audit?${params}`, { ...quiet, schema: AuditPageSchema, signal });
};
/** The CSV of every entry the filters select (for downloadApiFile). */
export const auditExportPath = (filters: AuditFilters) => `/api/admin/audit/export?${auditParams(filters)}`;
export const getSecuritySummary = (signal?: AbortSignal) => apiFetch('/api/admin/security/summary', { ...quiet, schema: SecuritySummarySchema, signal });
export const revokeAnySession = (id: string) => apiFetch(`/api/admin/sessions/${encodeURIComponent(id)}`, { ...quiet, method: 'DELETE' });

export const getOverview = (signal?: AbortSignal) => apiFetch('/api/admin/overview', { ...quiet, schema: AdminOverviewSchema, signal });

export const listRouteRules = async (signal?: AbortSignal) => (await apiFetch('/api/admin/route-rules', { ...quiet, schema: RouteRuleListSchema, signal })).items;
export const saveRouteRule = (rule: RouteRule) => apiFetch('/api/admin/route-rules', { ...quiet, method: 'PUT', body: rule, schema: StoredRouteRuleSchema });
export const deleteRouteRule = (pattern: string) => apiFetch(`/api/admin/route-rules?pattern=${encodeURIComponent(pattern)}`, { ...quiet, method: 'DELETE' });
export const lookUpRouteRule = (path: string, signal?: AbortSignal) => apiFetch(`/api/route-rules?path=${encodeURIComponent(path)}`, { ...quiet, auth: 'optional', schema: RouteRuleAnswerSchema, signal });
