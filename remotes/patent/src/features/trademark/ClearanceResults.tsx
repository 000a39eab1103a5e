import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TrademarkResult } from '@iprism/shared/contracts/trademarks';

const isDead = (status: string): boolean => /^dead/i.test(status);

/** The ranked marks: score, the mark with its serial number, status, owner, classes and why it matched. */
export function ClearanceResults({ results }: { results: TrademarkResult[] }) {
  if (results.length === 0) return <Typography color="text.secondary">No mark in the register comes close to this one.</Typography>;
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label="Marks like the candidate, closest first" data-testid="trademark-results">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 110 }}>Score</TableCell>
            <TableCell>Mark</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Owner</TableCell>
            <TableCell>Classes</TableCell>
            <TableCell>Why it matched</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {results.map((r) => (
            <TableRow key={r.serialNumber} sx={{ verticalAlign: 'top' }}>
              <TableCell>
                <Typography variant="body2">{Math.round(r.score * 100)}%</Typography>
                <LinearProgress variant="determinate" value={r.score * 100} color={r.score >= 0.75 ? 'error' : r.score >= 0.5 ? 'warning' : 'primary'} aria-hidden="true" />
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {r.mark}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Serial {r.serialNumber}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip size="small" label={r.status || 'Unknown'} color={isDead(r.status) ? 'default' : 'success'} variant={isDead(r.status) ? 'outlined' : 'filled'} />
              </TableCell>
              <TableCell>{r.owner || '—'}</TableCell>
              <TableCell>{r.classes.join(', ') || '—'}</TableCell>
              <TableCell>
                <Stack component="ul" sx={{ m: 0, pl: 2 }}>
                  {r.reasons.map((reason) => (
                    <Typography component="li" variant="body2" key={reason}>
                      {reason}
                    </Typography>
                  ))}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
