import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { contractorQueries } from '@iprism/shared/api/staff-queries';
import { InvoicesCard } from '../features/contractors/InvoicesCard';
import { ProjectsCard } from '../features/contractors/ProjectsCard';

/** /admin/contractor-management (staff): projects and assignments, contractors' invoices. Hours are approved in /admin/hours. */
export default function AdminContractorManagement() {
  const { data, error: failure } = useQuery(contractorQueries.list());
  const error = failure && apiErrorText(failure);
  return (
    <Stack spacing={3}>
      {error && <Alert severity="error">{error}</Alert>}
      <ProjectsCard contractors={data ?? []} />
      <InvoicesCard />
    </Stack>
  );
}
