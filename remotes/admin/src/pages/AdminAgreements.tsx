import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { listAdminAgreements } from '@iprism/shared/api';
import { useApiData } from '@iprism/shared/ui';
import { AgreementsTable } from '../features/agreements/AgreementsTable';
import { CreateAgreementCard } from '../features/agreements/CreateAgreementCard';
import { AdminCard } from '../features/notifications/AdminCard';

/** /admin/agreements (staff): send agreements for e-signature, follow their state, resend, expire, certificates. */
export default function AdminAgreements() {
  const load = useCallback((signal: AbortSignal) => listAdminAgreements(signal), []);
  const { data, error, loading, reload } = useApiData(load);
  return (
    <Stack spacing={3}>
      <CreateAgreementCard onCreated={reload} />
      <AdminCard title="Agreements" description="Sent, viewed, agreed or expired. An agreed agreement has a signature certificate (PDF)." testId="agreements-list">
        {error && (
          <Alert severity="error" action={<Button onClick={reload}>Try again</Button>}>
            {error}
          </Alert>
        )}
        {loading && !data && <CircularProgress aria-label="Loading agreements" />}
        {data && <AgreementsTable agreements={data} onChanged={reload} />}
      </AdminCard>
    </Stack>
  );
}
