import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { downloadApiFile } from '@iprism/shared/api/file-transfer';
import { saveBlob } from '@iprism/shared/api/save-blob';
import { timesheetQueries } from '@iprism/shared/api/staff-queries';
import { timesheetCsvPath } from '@iprism/shared/api/timesheets';
import { toast } from '@iprism/shared/shell';
import { groupTotals, hoursText, monthRange } from './hours-format';

/** Approved hours per person and project over a date range, with a CSV export of the same numbers. */
export function HoursTotals() {
  const [range, setRange] = useState(monthRange);
  const { data, error: failure } = useQuery(timesheetQueries.totals(range.from, range.to));
  const error = failure && apiErrorText(failure);
  const groups = data ? groupTotals(data.rows) : [];

  const exportCsv = async () => {
    try {
      const file = await downloadApiFile(timesheetCsvPath(range.from, range.to), `approved-hours-${range.from}-to-${range.to}.csv`);
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      toast.error(apiErrorText(err));
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField label="From" type="date" size="small" value={range.from} onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label="To" type="date" size="small" value={range.to} onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))} slotProps={{ inputLabel: { shrink: true } }} />
        <Button startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={!groups.length}>
          Export CSV
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {data && !groups.length && <Typography color="text.secondary">No approved hours in this period.</Typography>}
      {groups.length > 0 && (
        <Table size="small" aria-label="Approved hours per person and project">
          <TableHead>
            <TableRow>
              <TableCell>Person</TableCell>
              <TableCell>Project</TableCell>
              <TableCell align="right">Hours</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.flatMap((g) => [
              ...g.rows.map((r, i) => (
                <TableRow key={`${g.userId}-${r.projectId}`}>
                  <TableCell>{i === 0 ? g.userName : ''}</TableCell>
                  <TableCell>{r.projectName}</TableCell>
                  <TableCell align="right">{hoursText(r.minutes)}</TableCell>
                </TableRow>
              )),
              <TableRow key={`${g.userId}-total`}>
                <TableCell />
                <TableCell sx={{ fontWeight: 700 }}>Total for {g.userName}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {hoursText(g.minutes)}
                </TableCell>
              </TableRow>,
            ])}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
