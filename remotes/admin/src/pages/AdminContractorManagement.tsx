import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { listContractors } from '@iprism/shared/api';
import { useApiData } from '@iprism/shared/ui';
import { InvoicesCard } from '../features/contractors/InvoicesCard';
import { ProjectsCard } from '../features/contractors/ProjectsCard';

/** /admin/contractor-management (staff): projects and assignments, contractors' invoices. Hours are approved in /admin/hours. */
export default function AdminContractorManagement() {
  const load = useCallback((signal: AbortSignal) => listContractors(signal), []);
  const { data, error } = useApiData(load);
  return (
    <Stack spacing={3}>
      {error && <Alert severity="error">{error}</Alert>}
      <ProjectsCard contractors={data ?? []} />
      <InvoicesCard />
    </Stack>
  );
}
