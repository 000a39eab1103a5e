import { useEffect, useState } from 'react';
import { useSearchParams } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { timesheetQueries } from '@iprism/shared/api/staff-queries';
import type { TimesheetStatus, TimesheetWeek } from '@iprism/shared/contracts/timesheets';
import { confirm, toast } from '@iprism/shared/shell';
import { NoteDialog } from '../features/hours/NoteDialog';
import { TimesheetGrid } from '../features/hours/TimesheetGrid';
import { useWeekMutations } from '../features/hours/use-week-mutations';
import { HOURS_STEP_MESSAGE, cellKey, dayLabel, entriesFromGrid, gridFromWeek, hoursText, invalidCells, shiftWeek, weekDays, type Grid } from '../features/hours/timesheet-grid';

const STATUS_CHIP: Record<TimesheetStatus, { label: string; color: 'default' | 'info' | 'success' | 'warning' }> = {
  draft: { label: 'Draft', color: 'default' },
  submitted: { label: 'Submitted, waiting for approval', color: 'info' },
  approved: { label: 'Approved', color: 'success' },
  returned: { label: 'Returned for changes', color: 'warning' },
};

/** `requested`: the ?week= the week was opened with, the query it is cached under. */
function WeekEditor({ week, requested }: { week: TimesheetWeek; requested: string | null }) {
  const [grid, setGrid] = useState<Grid>(() => gridFromWeek(week));
  const [dirty, setDirty] = useState(false);
  const mutations = useWeekMutations(requested);
  const busy = mutations.save.isPending || mutations.submit.isPending;
  const [note, setNote] = useState<{ projectId: string; day: string } | null>(null);
  const readOnly = week.status === 'submitted' || week.status === 'approved';
  const days = weekDays(week.weekStart);
  const invalid = invalidCells(grid);

  useEffect(() => {
    setGrid(gridFromWeek(week));
    setDirty(false);
  }, [week]);

  const setCell = (key: string, patch: Partial<Grid[string]>) => {
    setGrid((g) => ({ ...g, [key]: { hours: '', note: '', ...g[key], ...patch } }));
    setDirty(true);
  };

  const save = async (): Promise<TimesheetWeek | null> => {
    if (invalid.length) {
      toast.error(HOURS_STEP_MESSAGE);
      return null;
    }
    try {
      const saved = await mutations.save.mutateAsync({ weekStart: week.weekStart, entries: entriesFromGrid(grid) });
      toast.success('Hours saved.');
      return saved;
    } catch (err) {
      toast.error(apiErrorText(err));
      return null;
    }
  };

  const submit = async () => {
    const saved = dirty ? await save() : week;
    if (!saved) return;
    await confirm({
      type: 'info',
      title: 'Submit this week?',
      message: `You are submitting ${hoursText(saved.totalMinutes)} for the week of ${dayLabel(week.weekStart)}. The week becomes read-only until an approver returns it.`,
      confirmText: 'Submit week',
      onConfirm: async () => {
        try {
          await mutations.submit.mutateAsync(week.weekStart);
          toast.success('Week submitted for approval.');
        } catch (err) {
          throw new Error(apiErrorText(err));
        }
      },
    });
  };

  const noteCell = note ? grid[cellKey(note.projectId, note.day)] : undefined;
  const noteProject = note ? week.projects.find((p) => p.id === note.projectId) : undefined;

  return (
    <Stack spacing={2}>
      {week.status === 'returned' && week.comment && (
        <Alert severity="warning" data-testid="returned-comment">
          Returned for changes: {week.comment}
        </Alert>
      )}
      {week.status === 'submitted' && <Alert severity="info">This week is waiting for approval and cannot be changed until an approver returns it.</Alert>}
      {week.projects.length === 0 ? (
        <Alert severity="info">You are not assigned to any project yet. An administrator assigns projects in contractor management.</Alert>
      ) : (
        <TimesheetGrid projects={week.projects} days={days} grid={grid} readOnly={readOnly} onHours={(key, hours) => setCell(key, { hours })} onNote={(projectId, day) => setNote({ projectId, day })} />
      )}
      {invalid.length > 0 && <Alert severity="error">{HOURS_STEP_MESSAGE}. {invalid.length === 1 ? 'One cell needs' : `${invalid.length} cells need`} fixing.</Alert>}
      {!readOnly && week.projects.length > 0 && (
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" onClick={() => void save()} disabled={busy || !dirty} data-testid="hours-save">
            Save
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={busy} data-testid="hours-submit">
            Submit week
          </Button>
          {dirty && (
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              Unsaved changes
            </Typography>
          )}
        </Stack>
      )}
      <NoteDialog
        open={Boolean(note)}
        title={note && noteProject ? `${noteProject.name}, ${dayLabel(note.day)}` : 'Note'}
        note={noteCell?.note ?? ''}
        readOnly={readOnly}
        onClose={() => setNote(null)}
        onSave={(text) => note && setCell(cellKey(note.projectId, note.day), { note: text })}
      />
    </Stack>
  );
}

/** /employee/hours: this week's timesheet (or the week in ?week=), save, submit; read-only once submitted. */
export default function EmployeeHours() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('week');
  const { data, error: failure, isPending: loading, refetch } = useQuery(timesheetQueries.week(requested));
  const error = failure && apiErrorText(failure);
  const reload = () => void refetch();
  // Keyed by the week, so while another week loads the previous one is not shown (it would look editable for the wrong dates).
  const current = data;
  const step = (weeks: number) => current && go(shiftWeek(current.weekStart, weeks));
  const go = (weekStart: string) => setParams({ week: weekStart });
  const chip = current ? STATUS_CHIP[current.status] : null;

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="hours-heading">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
          <div>
            <Typography id="hours-heading" variant="h5" component="h2">
              Timesheet
            </Typography>
            {current && (
              <Typography color="text.secondary">
                Week of {dayLabel(current.weekStart)} · {hoursText(current.totalMinutes)} saved
              </Typography>
            )}
          </div>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {chip && <Chip label={chip.label} color={chip.color} variant="outlined" data-testid="week-status" />}
            <Button aria-label="Previous week" onClick={() => step(-1)} startIcon={<ChevronLeftIcon />}>
              Previous
            </Button>
            <Button onClick={() => setParams({})}>This week</Button>
            <Button aria-label="Next week" onClick={() => step(1)} endIcon={<ChevronRightIcon />}>
              Next
            </Button>
          </Stack>
        </Stack>
        {error && (
          <Alert severity="error" action={<Button onClick={reload}>Try again</Button>}>
            {error}
          </Alert>
        )}
        {loading && <CircularProgress aria-label="Loading the timesheet" />}
        {current && <WeekEditor week={current} requested={requested} />}
      </Paper>
    </Stack>
  );
}
