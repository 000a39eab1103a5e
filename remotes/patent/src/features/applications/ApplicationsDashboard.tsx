import { ResourceView } from '../account/ResourceView';
import { useResource } from '../account/use-resource';
import { ApplicationList } from './ApplicationList';
import { listApplications } from './applications-api';

/** The dashboard's three states: loading, the error with a Retry, then the list (or its empty state). */
export function ApplicationsDashboard() {
  const applications = useResource(listApplications);
  return (
    <ResourceView resource={applications} label="your applications" lines={4}>
      {(list) => <ApplicationList applications={list} />}
    </ResourceView>
  );
}
