import { queryOptions } from '@tanstack/react-query';
import type { ContractorInvoiceStatus } from '../contracts/contractors';
import type { TimesheetStatus } from '../contracts/timesheets';
import { listAdminOpenings, listCareerApplications, listPublishedOpenings } from './careers';
import { isApiError } from './api-error';
import { getMyContractor, listContractorInvoices, listContractors } from './contractors';
import { listSalesRequests } from './sales-requests';
import { getTimesheetTotals, getTimesheetWeek, listAdminTimesheetWeeks, listMyTimesheetWeeks, listProjects } from './timesheets';

const notAContractor = (err: unknown): null => {
  if (isApiError(err) && err.status === 404) return null;
  throw err;
};

/** Contractors, their invoices and the signed-in contractor's own record. */
export const contractorQueries = {
  all: ['contractors'] as const,
  list: () => queryOptions({ queryKey: [...contractorQueries.all, 'list'], queryFn: ({ signal }) => listContractors(signal) }),
  invoiceLists: () => [...contractorQueries.all, 'invoices'] as const,
  invoices: (status: ContractorInvoiceStatus | null) =>
    queryOptions({ queryKey: [...contractorQueries.invoiceLists(), status], queryFn: ({ signal }) => listContractorInvoices(status, signal) }),
  /** Null when the signed-in person is not a contractor (404): the page says so instead of an error. */
  mine: () => queryOptions({ queryKey: [...contractorQueries.all, 'mine'], queryFn: ({ signal }) => getMyContractor(signal).catch(notAContractor) }),
};

/** Timesheets: one week, the weeks of the signed-in employee, the weeks admins review, totals and projects. */
export const timesheetQueries = {
  all: ['timesheets'] as const,
  weeks: () => [...timesheetQueries.all, 'week'] as const,
  /** Null: the current week. */
  week: (weekStart: string | null) => queryOptions({ queryKey: [...timesheetQueries.weeks(), weekStart], queryFn: ({ signal }) => getTimesheetWeek(weekStart, signal) }),
  myWeeks: () => queryOptions({ queryKey: [...timesheetQueries.all, 'my-weeks'], queryFn: ({ signal }) => listMyTimesheetWeeks(signal) }),
  adminWeekLists: () => [...timesheetQueries.all, 'admin-weeks'] as const,
  adminWeeks: (status: TimesheetStatus | null) =>
    queryOptions({ queryKey: [...timesheetQueries.adminWeekLists(), status], queryFn: ({ signal }) => listAdminTimesheetWeeks(status, signal) }),
  allTotals: () => [...timesheetQueries.all, 'totals'] as const,
  totals: (from: string, to: string) => queryOptions({ queryKey: [...timesheetQueries.allTotals(), from, to], queryFn: ({ signal }) => getTimesheetTotals(from, to, signal) }),
  projects: () => queryOptions({ queryKey: [...timesheetQueries.all, 'projects'], queryFn: ({ signal }) => listProjects(signal) }),
};

export const careerQueries = {
  all: ['careers'] as const,
  published: () => queryOptions({ queryKey: [...careerQueries.all, 'published'], queryFn: ({ signal }) => listPublishedOpenings(signal) }),
  openings: () => queryOptions({ queryKey: [...careerQueries.all, 'openings'], queryFn: ({ signal }) => listAdminOpenings(signal) }),
  applications: () => queryOptions({ queryKey: [...careerQueries.all, 'applications'], queryFn: ({ signal }) => listCareerApplications(signal) }),
};

export const salesRequestQueries = {
  all: ['sales-requests'] as const,
  list: () => queryOptions({ queryKey: [...salesRequestQueries.all, 'list'], queryFn: ({ signal }) => listSalesRequests(signal) }),
};
