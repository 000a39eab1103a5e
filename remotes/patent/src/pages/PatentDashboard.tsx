import { useCallback, useState } from 'react';
import Stack from '@mui/material/Stack';
import { ApplicationsDashboard } from '../features/applications/ApplicationsDashboard';
import { UploadPanel } from '../features/upload/UploadPanel';

/** /dashboard/patent (SPEC §2): the upload, then the caller's and their organisation's applications, each with its stages live. */
export default function PatentDashboard() {
  const [uploads, setUploads] = useState(0);
  const uploaded = useCallback(() => setUploads((n) => n + 1), []);
  return (
    <Stack spacing={3}>
      <UploadPanel onUploaded={uploaded} />
      <ApplicationsDashboard refreshKey={uploads} />
    </Stack>
  );
}
