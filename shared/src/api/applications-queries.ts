import { queryOptions } from '@tanstack/react-query';
import { getApplication, getApplicationAssignments, getApplicationFile, getReport, listApplicationPage, type ApplicationFileKind } from './applications';
import type { ApplicationPageRequest } from './applications-query';
import { getIds } from './ids';
import { getPriorArt } from './prior-art';

/**
 * Applications: pages of the list, and each application's stage results under its own key, so a stage
 * update of one application invalidates that application and the lists, nothing else.
 */
export const applicationQueries = {
  all: ['applications'] as const,
  pages: () => [...applicationQueries.all, 'page'] as const,
  page: (request: ApplicationPageRequest = {}) =>
    queryOptions({ queryKey: [...applicationQueries.pages(), request], queryFn: ({ signal }) => listApplicationPage(request, signal) }),
  detail: (id: string) => [...applicationQueries.all, 'detail', id] as const,
  /** The stored progress, to seed the live record before the socket answers; refreshed when a stage settles. */
  progress: (id: string) =>
    queryOptions({ queryKey: [...applicationQueries.detail(id), 'progress'], queryFn: async ({ signal }) => (await getApplication(id, signal)).progress }),
  /** 409 while the report stage runs (see stageResultOptions in the remote). */
  report: (id: string) => queryOptions({ queryKey: [...applicationQueries.detail(id), 'report'], queryFn: ({ signal }) => getReport(id, signal) }),
  priorArt: (id: string) => queryOptions({ queryKey: [...applicationQueries.detail(id), 'prior-art'], queryFn: ({ signal }) => getPriorArt(id, signal) }),
  /** The uploaded originals, as bytes and media type; outside detail(id), as a stage update never changes them. */
  files: (id: string) => [...applicationQueries.all, 'file', id] as const,
  file: (id: string, kind: ApplicationFileKind) => queryOptions({ queryKey: [...applicationQueries.files(id), kind], queryFn: ({ signal }) => getApplicationFile(id, kind, signal) }),
  /** Who the application is shared with, and who it could be; 403 for people who may not share. */
  assignments: (id: string) => queryOptions({ queryKey: [...applicationQueries.detail(id), 'assignments'], queryFn: ({ signal }) => getApplicationAssignments(id, signal) }),
  ids: (id: string) => queryOptions({ queryKey: [...applicationQueries.detail(id), 'ids'], queryFn: ({ signal }) => getIds(id, signal) }),
};
