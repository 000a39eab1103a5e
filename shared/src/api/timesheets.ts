import { AdminTimesheetWeekListSchema, AdminTimesheetWeekSchema, ProjectListSchema, TimesheetTotalsSchema, TimesheetWeekListSchema, TimesheetWeekSchema, type AdminTimesheetWeek, type Project, type SaveTimesheet, type TimesheetStatus, type TimesheetTotals, type TimesheetWeek, type TimesheetWeekSummary } from '../contracts/timesheets';
import { apiFetch } from './api-fetch';

/** Timesheets: the employee's own weeks and the approvers' calls. Errors are the screen's to show. */

export function getTimesheetWeek(weekStart: string | null, signal?: AbortSignal): Promise<TimesheetWeek> {
  return apiFetch(`/api/timesheets/week${weekStart ? `?weekStart=${weekStart}` : ''}`, { schema: TimesheetWeekSchema, notify: false, signal });
}

export function saveTimesheetWeek(body: SaveTimesheet): Promise<TimesheetWeek> {
  return apiFetch('/api/timesheets/week', { method: 'PUT', body, schema: TimesheetWeekSchema, notify: false });
}

export function submitTimesheetWeek(weekStart: string): Promise<TimesheetWeek> {
  return apiFetch('/api/timesheets/week/submit', { method: 'POST', body: { weekStart }, schema: TimesheetWeekSchema, notify: false });
}

export async function listMyTimesheetWeeks(signal?: AbortSignal): Promise<TimesheetWeekSummary[]> {
  return (await apiFetch('/api/timesheets/weeks', { schema: TimesheetWeekListSchema, notify: false, signal })).weeks;
}

export async function listAdminTimesheetWeeks(status: TimesheetStatus | null, signal?: AbortSignal): Promise<AdminTimesheetWeek[]> {
  return (await apiFetch(`/api/admin/timesheets${status ? `?status=${status}` : ''}`, { schema: AdminTimesheetWeekListSchema, notify: false, signal })).weeks;
}

export function approveTimesheetWeek(id: string): Promise<AdminTimesheetWeek> {
  return apiFetch(`/api/admin/timesheets/${encodeURIComponent(id)}/approve`, { method: 'POST', schema: AdminTimesheetWeekSchema, notify: false });
}

export function returnTimesheetWeek(id: string, comment: string): Promise<AdminTimesheetWeek> {
  return apiFetch(`/api/admin/timesheets/${encodeURIComponent(id)}/return`, { method: 'POST', body: { comment }, schema: AdminTimesheetWeekSchema, notify: false });
}

export function getTimesheetTotals(from: string, to: string, signal?: AbortSignal): Promise<TimesheetTotals> {
  return apiFetch(`/api/admin/timesheets/totals?from=${from}&to=${to}`, { schema: TimesheetTotalsSchema, notify: false, signal });
}

export const timesheetCsvPath = (from: string, to: string) => `/api/admin/timesheets/export.csv?from=${from}&to=${to}`;

export async function listProjects(signal?: AbortSignal): Promise<Project[]> {
  return (await apiFetch('/api/admin/projects', { schema: ProjectListSchema, notify: false, signal })).projects;
}

export function createProject(body: { name: string; code: string; client: string }): Promise<unknown> {
  return apiFetch('/api/admin/projects', { method: 'POST', body, notify: false });
}

export async function assignToProject(projectId: string, userId: string): Promise<Project[]> {
  return (await apiFetch(`/api/admin/projects/${encodeURIComponent(projectId)}/assignments`, { method: 'POST', body: { userId }, schema: ProjectListSchema, notify: false })).projects;
}

export async function unassignFromProject(projectId: string, userId: string): Promise<Project[]> {
  return (await apiFetch(`/api/admin/projects/${encodeURIComponent(projectId)}/assignments/${encodeURIComponent(userId)}`, { method: 'DELETE', schema: ProjectListSchema, notify: false })).projects;
}
