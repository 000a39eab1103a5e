import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timesheetQueries } from '@iprism/shared/api/staff-queries';
import { saveTimesheetWeek, submitTimesheetWeek } from '@iprism/shared/api/timesheets';
import type { SaveTimesheet, TimesheetWeek } from '@iprism/shared/contracts/timesheets';

/**
 * Saving and submitting a week. The answer is the week as stored: it replaces the week on screen (cached
 * under `requested`, the ?week= it was opened with); the other cached weeks (the dashboard's "this week"),
 * the employee's list of weeks, the approvers' lists and the totals now differ.
 */
export function useWeekMutations(requested: string | null) {
  const queryClient = useQueryClient();
  const onSuccess = (week: TimesheetWeek) => {
    queryClient.setQueryData(timesheetQueries.week(requested).queryKey, week);
    for (const queryKey of [timesheetQueries.weeks(), timesheetQueries.myWeeks().queryKey, timesheetQueries.adminWeekLists(), timesheetQueries.allTotals()]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  const save = useMutation({ mutationFn: (body: SaveTimesheet) => saveTimesheetWeek(body), onSuccess });
  const submit = useMutation({ mutationFn: (weekStart: string) => submitTimesheetWeek(weekStart), onSuccess });
  return { save, submit };
}
