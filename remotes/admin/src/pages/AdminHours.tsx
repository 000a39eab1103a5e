import { useCallback } from 'react';
import Stack from '@mui/material/Stack';
import { listAdminTimesheetWeeks } from '@iprism/shared/api';
import { useApiData } from '@iprism/shared/ui';
import { HoursTotals } from '../features/hours/HoursTotals';
import { PendingWeeks } from '../features/hours/PendingWeeks';
import { AdminCard } from '../features/notifications/AdminCard';

/** /admin/hours (staff; deciding needs the admin licence): weeks waiting for approval, totals, CSV export. */
export default function AdminHours() {
  const load = useCallback((signal: AbortSignal) => listAdminTimesheetWeeks('submitted', signal), []);
  const { data, error, loading, reload } = useApiData(load);
  return (
    <Stack spacing={3}>
      <AdminCard title="Waiting for approval" description="Submitted weeks, oldest question first. Approve, or return with a comment." testId="hours-pending">
        <PendingWeeks weeks={data} loading={loading} error={error} onChanged={reload} onRetry={reload} />
      </AdminCard>
      <AdminCard title="Approved hours" description="Per person and project, for the period chosen." testId="hours-totals">
        <HoursTotals />
      </AdminCard>
    </Stack>
  );
}
