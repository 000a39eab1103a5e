import { useQuery } from '@tanstack/react-query';
import { applicationQueries } from '@iprism/shared/api/applications-queries';
import { ResourceView } from '../account/ResourceView';
import { ApplicationList } from './ApplicationList';

/** The dashboard is a working view, not the archive: the newest page of the largest size the API serves. */
export const DASHBOARD_LIST_SIZE = 100;

/**
 * The dashboard's three states: loading (only the first time: coming back shows the cached list while it
 * loads again), the error with a Retry, then the list (or its empty state). An upload or a finished stage
 * invalidates the list, which then reloads in the background.
 */
export function ApplicationsDashboard() {
  const applications = useQuery({ ...applicationQueries.page({ pageSize: DASHBOARD_LIST_SIZE }), select: (page) => page.items });
  return (
    <ResourceView resource={applications} label="your applications" lines={4}>
      {(list) => <ApplicationList applications={list} />}
    </ResourceView>
  );
}
