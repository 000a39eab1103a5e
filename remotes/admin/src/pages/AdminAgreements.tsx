import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { agreementQueries } from '@iprism/shared/api/company-queries';
import { AgreementsTable } from '../features/agreements/AgreementsTable';
import { CreateAgreementCard } from '../features/agreements/CreateAgreementCard';
import { AdminCard } from '../features/notifications/AdminCard';

/** /admin/agreements (staff): send agreements for e-signature, follow their state, resend, expire, certificates. */
export default function AdminAgreements() {
  const { data, error: failure, isPending: loading, refetch } = useQuery(agreementQueries.adminAgreements());
  const error = failure && apiErrorText(failure);
  const reload = () => void refetch();
  return (
    <Stack spacing={3}>
      <CreateAgreementCard />
      <AdminCard title="Agreements" description="Sent, viewed, agreed or expired. An agreed agreement has a signature certificate (PDF)." testId="agreements-list">
        {error && (
          <Alert severity="error" action={<Button onClick={reload}>Try again</Button>}>
            {error}
          </Alert>
        )}
        {loading && !data && <CircularProgress aria-label="Loading agreements" />}
        {data && <AgreementsTable agreements={data} />}
      </AdminCard>
    </Stack>
  );
}
