import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  getAdminAccount,
  getOrganization,
  getOverview,
  getSecuritySummary,
  listAccounts,
  listAudit,
  listOrganizationSummaries,
  listPendingUsers,
  listRegistrations,
  listRouteRules,
  type AuditFilters,
} from './back-office';

/** The staff back office: accounts, organisations, registrations, the audit log, security and route rules. */
export const backOfficeQueries = {
  all: ['back-office'] as const,
  overview: () => queryOptions({ queryKey: [...backOfficeQueries.all, 'overview'], queryFn: ({ signal }) => getOverview(signal) }),
  accounts: (query: string, page: number) => queryOptions({ queryKey: [...backOfficeQueries.all, 'accounts', query, page], queryFn: ({ signal }) => listAccounts(query, page, signal) }),
  account: (id: string) => queryOptions({ queryKey: [...backOfficeQueries.all, 'account', id], queryFn: ({ signal }) => getAdminAccount(id, signal) }),
  organizations: () => queryOptions({ queryKey: [...backOfficeQueries.all, 'organizations'], queryFn: ({ signal }) => listOrganizationSummaries(signal) }),
  organization: (id: string) => queryOptions({ queryKey: [...backOfficeQueries.all, 'organization', id], queryFn: ({ signal }) => getOrganization(id, signal) }),
  pendingUsers: () => queryOptions({ queryKey: [...backOfficeQueries.all, 'pending-users'], queryFn: ({ signal }) => listPendingUsers(signal) }),
  registrations: (status: 'pending' | null) => queryOptions({ queryKey: [...backOfficeQueries.all, 'registrations', status], queryFn: ({ signal }) => listRegistrations(status, signal) }),
  auditLists: () => [...backOfficeQueries.all, 'audit'] as const,
  /** The log for these filters, newest first, a page of `limit` entries at a time. */
  audit: (filters: AuditFilters, limit: number) =>
    infiniteQueryOptions({
      queryKey: [...backOfficeQueries.auditLists(), filters, limit],
      queryFn: ({ pageParam, signal }) => listAudit(filters, pageParam, limit, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  security: () => queryOptions({ queryKey: [...backOfficeQueries.all, 'security'], queryFn: ({ signal }) => getSecuritySummary(signal) }),
  routeRules: () => queryOptions({ queryKey: [...backOfficeQueries.all, 'route-rules'], queryFn: ({ signal }) => listRouteRules(signal) }),
};
