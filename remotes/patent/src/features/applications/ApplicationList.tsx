import Stack from '@mui/material/Stack';
import type { ApplicationRecord } from '@iprism/shared/contracts/applications';
import { EmptyState } from '@iprism/shared/ui';
import { isClientPortalUser } from '../account/client-portal';
import { NothingShared } from '../account/NothingShared';
import { useSessionSnapshot } from '../account/use-session-snapshot';
import { ApplicationCard } from './ApplicationCard';

/** The patent dashboard's applications, newest first, or its empty state. */
export function ApplicationList({ applications }: { applications: ApplicationRecord[] }) {
  const client = isClientPortalUser(useSessionSnapshot().user);
  if (applications.length === 0) {
    if (client) return <NothingShared />;
    return (
      <EmptyState
        heading={'No applications yet'}
        description={'Upload a patent application and its IDS to get a report, a prior-art search and an IDS review, with each stage shown live.'}
      />
    );
  }
  return (
    <Stack spacing={3} data-testid="application-list">
      {applications.map((application) => (
        <ApplicationCard key={application.id} application={application} />
      ))}
    </Stack>
  );
}
