import { Link as RouterLink } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { timesheetQueries } from '@iprism/shared/api/staff-queries';
import { notificationQueries } from '@iprism/shared/api/workspace-queries';
import { dayLabel, hoursText } from '../features/hours/timesheet-grid';
import type { ReactNode } from 'react';

function Panel({ title, testId, children, action }: { title: string; testId: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 }, flex: 1, minWidth: 0 }} data-testid={testId}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

/** /employee: this week's hours, weeks returned for changes, assigned projects and the latest notifications. */
export default function EmployeeDashboard() {
  const [week, weeks, notifications] = useQueries({ queries: [timesheetQueries.week(null), timesheetQueries.myWeeks(), notificationQueries.list()] });
  const failure = week.error ?? weeks.error;
  const error = failure && apiErrorText(failure);
  const reload = () => void Promise.all([week.refetch(), weeks.refetch()]);
  const loading = week.isPending || weeks.isPending;
  // The notifications are a bonus: without them the overview still shows.
  const data = week.data && weeks.data ? { week: week.data, weeks: weeks.data, notifications: notifications.data ?? [] } : null;

  if (error)
    return (
      <Alert severity="error" action={<Button onClick={reload}>Try again</Button>}>
        {error}
      </Alert>
    );
  if (loading && !data) return <CircularProgress aria-label="Loading your overview" />;
  if (!data) return null;
  const returned = data.weeks.filter((w) => w.status === 'returned');
  const unread = data.notifications.filter((n) => !n.dismissed).slice(0, 6);

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h2">
        Employee dashboard
      </Typography>
      {returned.length > 0 && (
        <Alert severity="warning" data-testid="returned-weeks">
          {returned.length === 1 ? 'One week was' : `${returned.length} weeks were`} returned for changes:{' '}
          {returned.map((w, i) => (
            <span key={w.id}>
              {i > 0 && ', '}
              <Link component={RouterLink} to={`/employee/hours?week=${w.weekStart}`}>
                week of {dayLabel(w.weekStart)}
              </Link>
              {w.comment ? ` (“${w.comment}”)` : ''}
            </span>
          ))}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Panel
          title="This week"
          testId="home-this-week"
          action={
            <Button component={RouterLink} to="/employee/hours" size="small">
              Open timesheet
            </Button>
          }
        >
          <Typography variant="h3" component="p">
            {hoursText(data.week.totalMinutes)}
          </Typography>
          <Typography color="text.secondary">
            Week of {dayLabel(data.week.weekStart)} · <Chip size="small" label={data.week.status} variant="outlined" />
          </Typography>
        </Panel>
        <Panel title="Your projects" testId="home-projects">
          {data.week.projects.length ? (
            <List dense>
              {data.week.projects.map((p) => (
                <ListItem key={p.id} disableGutters>
                  <ListItemText primary={p.name} secondary={`${p.code}${p.client ? ` · ${p.client}` : ''}`} />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">No projects assigned yet.</Typography>
          )}
        </Panel>
      </Stack>
      <Panel title="Notifications" testId="home-notifications">
        {unread.length ? (
          <List dense>
            {unread.map((n) => (
              <ListItem key={n.id} disableGutters>
                <ListItemText primary={n.text} secondary={new Date(n.createdAt).toLocaleString()} slotProps={{ primary: { sx: { fontWeight: n.viewed ? 400 : 700 } } }} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">Nothing new.</Typography>
        )}
      </Panel>
    </Stack>
  );
}
