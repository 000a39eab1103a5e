import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { timesheetQueries } from '@iprism/shared/api/staff-queries';
import { HoursTotals } from '../features/hours/HoursTotals';
import { PendingWeeks } from '../features/hours/PendingWeeks';
import { AdminCard } from '../features/notifications/AdminCard';

/** /admin/hours (staff; deciding needs the admin licence): weeks waiting for approval, totals, CSV export. */
export default function AdminHours() {
  const { data, error: failure, isPending: loading, refetch } = useQuery(timesheetQueries.adminWeeks('submitted'));
  const error = failure && apiErrorText(failure);
  const reload = () => void refetch();
  return (
    <Stack spacing={3}>
      <AdminCard title="Waiting for approval" description="Submitted weeks, oldest question first. Approve, or return with a comment." testId="hours-pending">
        <PendingWeeks weeks={data} loading={loading} error={error} onRetry={reload} />
      </AdminCard>
      <AdminCard title="Approved hours" description="Per person and project, for the period chosen." testId="hours-totals">
        <HoursTotals />
      </AdminCard>
    </Stack>
  );
}
