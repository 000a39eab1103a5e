import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PROGRESS_ERROR, type ProgressStage } from '@iprism/shared/contracts/progress';
import type { StageProgress } from '@iprism/shared/realtime';
import { stageLabel } from './stage-labels';
import { percentOf, tasksOf } from './stage-state';

export interface StageTaskListProps {
  stage: ProgressStage;
  progress: StageProgress;
}

const taskProgressText = (progress: number) => (progress === PROGRESS_ERROR ? 'Failed' : `${percentOf(progress)} %`);

/** A stage's tasks behind a toggle: most readers want the stage, a few want to see what it is doing. */
export function StageTaskList({ stage, progress }: StageTaskListProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const tasks = tasksOf(progress);
  if (tasks.length === 0) return null;
  const noun = tasks.length === 1 ? 'task' : 'tasks';
  return (
    <Box sx={{ mt: 0.5 }}>
      <Button
        size="small"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        data-testid="stage-tasks-toggle"
      >
        {`${open ? 'Hide' : 'Show'} ${tasks.length} ${noun}`}
      </Button>
      <Collapse in={open} unmountOnExit>
        {/* Scrolls inside the card on a phone rather than widening the page. */}
        <Box sx={{ overflowX: 'auto' }}>
          <Table id={regionId} size="small" aria-label={`${stageLabel(stage)} tasks`} data-testid="stage-tasks">
            <TableHead>
              <TableRow>
                <TableCell>Task</TableCell>
                <TableCell>Type</TableCell>
                <TableCell align="right">Progress</TableCell>
                <TableCell>Message</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tasks.map((task) => (
                <TableRow key={task.id} data-testid="stage-task">
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{task.id}</TableCell>
                  <TableCell>{task.type}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{taskProgressText(task.progress)}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{task.message || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Collapse>
    </Box>
  );
}
