import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { timesheetQueries } from '@iprism/shared/api/staff-queries';
import { approveTimesheetWeek, returnTimesheetWeek } from '@iprism/shared/api/timesheets';
import type { AdminTimesheetWeek } from '@iprism/shared/contracts/timesheets';
import { confirm, toast } from '@iprism/shared/shell';
import { hoursText, weekLabel } from './hours-format';

/** Weeks waiting for approval: approve, or return with a comment (the employee is notified either way). */
export function PendingWeeks({ weeks, loading, error, onRetry }: { weeks: AdminTimesheetWeek[] | undefined; loading: boolean; error: string | null; onRetry: () => void }) {
  const queryClient = useQueryClient();
  const refetchWeeks = () => queryClient.invalidateQueries({ queryKey: timesheetQueries.adminWeekLists() });
  const approving = useMutation({
    mutationFn: (w: AdminTimesheetWeek) => approveTimesheetWeek(w.id),
    onSuccess: (_, w) => {
      toast.success(`Approved ${hoursText(w.totalMinutes)} for ${w.userName}.`);
      // The approved hours count in the totals from now on.
      void queryClient.invalidateQueries({ queryKey: timesheetQueries.allTotals() });
      return refetchWeeks();
    },
    onError: (err) => toast.error(apiErrorText(err)),
  });
  const returning = useMutation({ mutationFn: ({ id, comment }: { id: string; comment: string }) => returnTimesheetWeek(id, comment), onSuccess: refetchWeeks });
  const sendBack = (w: AdminTimesheetWeek) =>
    void confirm({
      type: 'warning',
      title: `Return ${w.userName}'s week of ${weekLabel(w.weekStart)}?`,
      message: 'The week becomes editable again. Say what needs changing; the employee is notified with your comment.',
      requiresInput: true,
      inputLabel: 'Comment for the employee',
      confirmText: 'Return week',
      onConfirm: async (comment) => {
        try {
          await returning.mutateAsync({ id: w.id, comment });
          toast.success(`Returned to ${w.userName}.`);
        } catch (err) {
          throw new Error(apiErrorText(err));
        }
      },
    });

  if (error)
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>Try again</Button>}>
        {error}
      </Alert>
    );
  if (loading && !weeks) return <CircularProgress aria-label="Loading weeks waiting for approval" />;
  if (!weeks?.length) return <Typography color="text.secondary">No weeks are waiting for approval.</Typography>;
  return (
    <Stack spacing={2}>
      {weeks.map((w) => (
        <Paper key={w.id} variant="outlined" sx={{ p: 2 }} data-testid="pending-week">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <div>
              <Typography sx={{ fontWeight: 700 }}>
                {w.userName} · week of {weekLabel(w.weekStart)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {w.userEmail} · submitted {w.submittedAt ? new Date(w.submittedAt).toLocaleString() : '—'}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
                {w.byProject.map((p) => (
                  <Chip key={p.projectId} size="small" variant="outlined" label={`${p.projectName}: ${hoursText(p.minutes)}`} />
                ))}
              </Stack>
              {w.entries.some((e) => e.note) && (
                <Typography component="ul" variant="body2" color="text.secondary" sx={{ mt: 1, pl: 2 }}>
                  {w.entries
                    .filter((e) => e.note)
                    .map((e) => (
                      <li key={`${e.projectId}-${e.day}`}>
                        {weekLabel(e.day)}: {e.note}
                      </li>
                    ))}
                </Typography>
              )}
            </div>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography sx={{ fontWeight: 700, mr: 1, mt: 0.75 }}>{hoursText(w.totalMinutes)}</Typography>
              <Button variant="outlined" color="warning" onClick={() => sendBack(w)} data-testid="week-return">
                Return
              </Button>
              <Button variant="contained" color="success" onClick={() => approving.mutate(w)} data-testid="week-approve">
                Approve
              </Button>
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
