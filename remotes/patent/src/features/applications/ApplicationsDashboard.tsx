import { useEffect, useRef } from 'react';
import { ResourceView } from '../account/ResourceView';
import { useResource } from '../account/use-resource';
import { useSessionSnapshot } from '../account/use-session-snapshot';
import { ApplicationList } from './ApplicationList';
import { listApplications } from './applications-api';

/**
 * The dashboard's three states: loading (only the first time in a tab), the error with a Retry, then the list
 * (or its empty state).
 * A changed `refreshKey` (after an upload) reloads it in the background.
 */
export function ApplicationsDashboard({ refreshKey = 0 }: { refreshKey?: number }) {
  const { session } = useSessionSnapshot();
  // Coming back to the dashboard shows the list as last seen while it loads again: per session (a sign-in, so never
  // another person's) and organisation.
  const applications = useResource(listApplications, { rememberAs: session ? `applications:${session.sessionId}:${session.orgId ?? ''}` : null });
  const { refresh } = applications;
  const shownKey = useRef(refreshKey);
  // A new upload: load the list again in the background, keeping what is shown meanwhile.
  useEffect(() => {
    if (shownKey.current === refreshKey) return;
    shownKey.current = refreshKey;
    refresh();
  }, [refreshKey, refresh]);
  return (
    <ResourceView resource={applications} label="your applications" lines={4}>
      {(list) => <ApplicationList applications={list} />}
    </ResourceView>
  );
}
