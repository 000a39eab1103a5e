import Stack from '@mui/material/Stack';
import { isClientPortalUser } from '../features/account/client-portal';
import { useSessionSnapshot } from '../features/account/use-session-snapshot';
import { ApplicationsDashboard } from '../features/applications/ApplicationsDashboard';
import { UploadPanel } from '../features/upload/UploadPanel';

/**
 * /dashboard/patent (SPEC §2): the upload, then the caller's and their organisation's applications, each
 * with its stages live. Client-portal users are read-only (the server refuses their uploads), so they get
 * no upload panel.
 */
export default function PatentDashboard() {
  const client = isClientPortalUser(useSessionSnapshot().user);
  return (
    <Stack spacing={3}>
      {!client && <UploadPanel />}
      <ApplicationsDashboard />
    </Stack>
  );
}
