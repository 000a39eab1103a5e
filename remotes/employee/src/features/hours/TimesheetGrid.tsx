import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import type { TimesheetProject } from '@iprism/shared/contracts/timesheets';
import { HOURS_STEP_MESSAGE, cellKey, dayLabel, hoursText, minutesWhere, parseHours, type Grid } from './timesheet-grid';

interface Props {
  projects: TimesheetProject[];
  days: string[];
  grid: Grid;
  readOnly: boolean;
  onHours: (key: string, hours: string) => void;
  onNote: (projectId: string, day: string) => void;
}

/** Project × day, hours in half-hour steps, a note per cell; totals per row, per day and for the week. */
export function TimesheetGrid({ projects, days, grid, readOnly, onHours, onNote }: Props) {
  const total = minutesWhere(grid, () => true);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Hours per project and day" sx={{ minWidth: 880 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Project
            </TableCell>
            {days.map((d) => (
              <TableCell key={d} align="center" component="th" scope="col">
                {dayLabel(d)}
              </TableCell>
            ))}
            <TableCell align="right" component="th" scope="col">
              Total
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {projects.map((p) => (
            <TableRow key={p.id}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, minWidth: 160 }}>
                {p.name}
                <span style={{ display: 'block', fontWeight: 400, opacity: 0.7, fontSize: '0.75rem' }}>{p.code}</span>
              </TableCell>
              {days.map((d) => {
                const key = cellKey(p.id, d);
                const cell = grid[key] ?? { hours: '', note: '' };
                const invalid = parseHours(cell.hours) === null;
                return (
                  <TableCell key={d} align="center" sx={{ px: 0.5 }}>
                    <div style={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                      <TextField
                        size="small"
                        value={cell.hours}
                        onChange={(e) => onHours(key, e.target.value)}
                        error={invalid}
                        placeholder="0"
                        slotProps={{
                          htmlInput: {
                            inputMode: 'decimal',
                            readOnly,
                            'aria-label': `${p.name}, ${dayLabel(d)}, hours`,
                            'aria-invalid': invalid,
                            title: invalid ? HOURS_STEP_MESSAGE : undefined,
                            'data-testid': `hours-${p.code}-${d}`,
                            style: { textAlign: 'center', width: 44 },
                          },
                        }}
                      />
                      <Tooltip title={cell.note || (readOnly ? 'No note' : 'Add a note')}>
                        <span>
                          <IconButton size="small" aria-label={`Note for ${p.name}, ${dayLabel(d)}`} onClick={() => onNote(p.id, d)} disabled={readOnly && !cell.note}>
                            {cell.note ? <StickyNote2Icon fontSize="inherit" color="primary" /> : <NoteAddOutlinedIcon fontSize="inherit" />}
                          </IconButton>
                        </span>
                      </Tooltip>
                    </div>
                  </TableCell>
                );
              })}
              <TableCell align="right">{hoursText(minutesWhere(grid, (pid) => pid === p.id))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row">
              Day total
            </TableCell>
            {days.map((d) => (
              <TableCell key={d} align="center">
                {hoursText(minutesWhere(grid, (_p, day) => day === d))}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="week-total">
              {hoursText(total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
