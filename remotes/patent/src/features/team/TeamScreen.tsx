import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { organizationQueries } from '@iprism/shared/api/account-queries';
import { saveBlob } from '@iprism/shared/api/save-blob';
import { toCsv } from '@iprism/shared/contracts/csv';
import type { TeamWorkload } from '@iprism/shared/contracts/organizations';
import { ScrollRegion } from '@iprism/shared/ui';
import { ResourceView } from '../account/ResourceView';
import { formatDate } from '../account/format-time';
import { byWorkload, roleLabel, TEAM_CSV_HEADER, teamCsvRows, teamTotals } from './team-rows';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 140, flex: '1 1 140px' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

function TeamView({ data }: { data: TeamWorkload }) {
  const totals = teamTotals(data.members);
  const exportCsv = () => saveBlob(new Blob([toCsv(teamCsvRows(data.members))], { type: 'text/csv;charset=utf-8' }), `${data.organization.slug}-team.csv`);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <Figure label="Members" value={totals.members} testId="team-members" />
        <Figure label="Applications" value={totals.applications} testId="team-applications" />
        <Figure label="In progress" value={totals.inProgress} testId="team-in-progress" />
        <Figure label="Failed" value={totals.failed} testId="team-failed" />
      </Stack>
      <Box>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv}>
          Export CSV
        </Button>
      </Box>
      <ScrollRegion label="Members and their work">
        <Table size="small" data-testid="team-table">
          <TableHead>
            <TableRow>
              {TEAM_CSV_HEADER.filter((h) => h !== 'E-mail').map((h) => (
                <TableCell key={h} align={h === 'Name' || h === 'Role' || h === 'Last activity' ? 'left' : 'right'}>
                  {h === 'Name' ? 'Member' : h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {byWorkload(data.members).map((m) => (
              <TableRow key={m.userId} data-testid="team-row">
                <TableCell>
                  <Typography variant="body2">{m.name || m.email}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {m.email}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip size="small" label={roleLabel(m)} variant={m.role === 'org:admin' ? 'filled' : 'outlined'} />
                </TableCell>
                <TableCell align="right">{m.applications}</TableCell>
                <TableCell align="right">{m.inProgress}</TableCell>
                <TableCell align="right">{m.failed}</TableCell>
                <TableCell align="right">{m.assigned}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(m.lastActivityAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}

/** Who in the organisation is working on what: the page for whoever manages its members. */
export function TeamScreen() {
  const team = useQuery(organizationQueries.team());
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Each member’s applications in your organisation, what is running or failed, and what is shared with them.
      </Typography>
      <ResourceView resource={team} label="your team" lines={5}>
        {(data) => <TeamView data={data} />}
      </ResourceView>
    </Stack>
  );
}
