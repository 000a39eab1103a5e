import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { termsQueries } from '@iprism/shared/api/company-queries';
import { AdminCard } from '../features/notifications/AdminCard';
import { PublishTermsCard } from '../features/terms/PublishTermsCard';
import { TermsVersionsTable } from '../features/terms/TermsVersionsTable';

/** /admin/terms-manager (staff): versions of the terms and the privacy notice; publish a new one. */
export default function AdminTermsManager() {
  const { data, error: failure, isPending: loading, refetch } = useQuery(termsQueries.termsVersions());
  const error = failure && apiErrorText(failure);
  const reload = () => void refetch();
  return (
    <Stack spacing={3}>
      <AdminCard title="Versions" description="The active version of each document is the newest whose date has come; /terms and /privacy show it." testId="terms-versions">
        {error && (
          <Alert severity="error" action={<Button onClick={reload}>Try again</Button>}>
            {error}
          </Alert>
        )}
        {loading && !data && <CircularProgress aria-label="Loading versions" />}
        {data && <TermsVersionsTable versions={data} />}
      </AdminCard>
      <PublishTermsCard versions={data ?? []} onPublished={reload} />
    </Stack>
  );
}
