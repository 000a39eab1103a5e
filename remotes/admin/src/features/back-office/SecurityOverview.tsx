import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { confirm } from '@iprism/shared/shell';
import { ScrollRegion } from '@iprism/shared/ui';
import type { SecuritySummary } from '@iprism/shared/contracts/back-office';
import { AdminCard } from '../notifications/AdminCard';
import { revokeAnySession } from '@iprism/shared/api/back-office';
import { backOfficeQueries } from '@iprism/shared/api/back-office-queries';
import { AuditTable } from './AuditTable';
import { dateTime } from './format';
import { LoadView } from './LoadView';
import { toastOutcome } from '../toast-outcome';
import { useBackOfficeChanged } from './use-back-office-changed';
import { useMutation, useQuery } from '@tanstack/react-query';

/** The two daily series as a chart, with the same numbers as a table for screen readers and exact reading. */
function RefusalsChart({ days }: { days: SecuritySummary['days'] }) {
  const labels = days.map((d) => d.day.slice(5));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 2 }}>
      <Box aria-hidden sx={{ minWidth: 0 }}>
        <BarChart
          disableKeyboardNavigation
          height={260}
          xAxis={[{ scaleType: 'band', data: labels }]}
          series={[
            { data: days.map((d) => d.failedSignIns), label: 'Failed sign-ins' },
            { data: days.map((d) => d.rateLimited), label: 'Rate-limit refusals' },
          ]}
        />
      </Box>
      <ScrollRegion label="Refusals per day" sx={{ maxHeight: 280 }}>
        <Table size="small" data-testid="refusals-table">
          <caption style={{ captionSide: 'top', textAlign: 'left' }}>Refusals per day (UTC), last {days.length} days</caption>
          <TableHead>
            <TableRow>
              <TableCell>Day</TableCell>
              <TableCell align="right">Failed sign-ins</TableCell>
              <TableCell align="right">Rate-limited</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...days].reverse().map((d) => (
              <TableRow key={d.day}>
                <TableCell>{d.day}</TableCell>
                <TableCell align="right">{d.failedSignIns}</TableCell>
                <TableCell align="right">{d.rateLimited}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </Box>
  );
}

/** Failed sign-ins and refusals over time, addresses failing repeatedly, live sessions with revoke, and credential changes. */
export function SecurityOverview() {
  const security = useQuery(backOfficeQueries.security());
  const changed = useBackOfficeChanged();
  const revoking = useMutation({ mutationFn: (id: string) => revokeAnySession(id), onSuccess: () => changed() });
  const busy = revoking.isPending;
  const revoke = (id: string, email: string | undefined) =>
    void confirm({ title: 'End this session?', message: `${email ?? 'The user'} is signed out of this browser at once.`, type: 'danger', confirmText: 'End session' }).then((ok) => {
      if (ok) void toastOutcome(revoking.mutateAsync(id), 'The session has ended.');
    });

  return (
    <LoadView query={security} testId="security">
      {(s) => (
        <>
          <AdminCard title="Sign-in refusals" description="Failed sign-ins and rate-limit refusals per day over the last two weeks." testId="refusals-panel">
            <RefusalsChart days={s.days} />
          </AdminCard>
          <AdminCard title="Repeated failures" description="Addresses with three or more failed sign-ins in the last two weeks." testId="repeated-panel">
            {s.repeatedFailures.length === 0 ? (
              <Typography color="text.secondary">No address has failed repeatedly.</Typography>
            ) : (
              <Box component="ul" sx={{ pl: 2, m: 0 }}>
                {s.repeatedFailures.map((f) => (
                  <li key={f.email} style={{ overflowWrap: 'anywhere' }}>
                    {f.email}: {f.failures} failures, last {dateTime(f.lastAt)}
                  </li>
                ))}
              </Box>
            )}
          </AdminCard>
          <AdminCard title={`Active sessions (${s.sessions.length})`} description="Live sessions across all users, most recently active first." testId="sessions-panel">
            {s.sessions.length === 0 ? (
              <Typography color="text.secondary">No live session.</Typography>
            ) : (
              <ScrollRegion label="Active sessions" sx={{ maxHeight: 420 }}>
                <Table size="small" data-testid="sessions-table">
                  <TableHead>
                    <TableRow>
                      <TableCell>User</TableCell>
                      <TableCell>Address</TableCell>
                      <TableCell>Browser</TableCell>
                      <TableCell>Last active</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {s.sessions.map((x) => (
                      <TableRow key={x.id}>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{x.userEmail ?? x.userId}</TableCell>
                        <TableCell>{x.ip || '—'}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{x.userAgent || '—'}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(x.lastActiveAt)}</TableCell>
                        <TableCell>
                          <Button size="small" color="error" disabled={busy} onClick={() => revoke(x.id, x.userEmail)}>
                            Revoke
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </ScrollRegion>
            )}
          </AdminCard>
          <AdminCard title="Recent password and second-factor changes" description="The latest twenty." testId="credential-changes-panel">
            <AuditTable rows={s.recentCredentialChanges} caption="Recent password and second-factor changes" testId="credential-changes" />
          </AdminCard>
        </>
      )}
    </LoadView>
  );
}
