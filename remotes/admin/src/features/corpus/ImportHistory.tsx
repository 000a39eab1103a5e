import { Fragment, useState } from 'react';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { CorpusImport } from '@iprism/shared/contracts/patents';

const STATUS_COLORS = { running: 'info', completed: 'success', failed: 'error' } as const;
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const n = (v: number) => v.toLocaleString('en-US');

function ImportRow({ item }: { item: CorpusImport }) {
  const [open, setOpen] = useState(false);
  const detailId = `import-${item.id}-rejections`;
  return (
    <Fragment>
      <TableRow data-testid="import-row">
        <TableCell sx={{ wordBreak: 'break-all' }}>{item.source}</TableCell>
        <TableCell>
          <Chip size="small" label={item.status} color={STATUS_COLORS[item.status]} variant="outlined" />
        </TableCell>
        <TableCell align="right">{n(item.imported)}</TableCell>
        <TableCell align="right">{n(item.updated)}</TableCell>
        <TableCell align="right">
          {n(item.rejected)}
          {item.rejections.length > 0 && (
            <IconButton size="small" aria-expanded={open} aria-controls={detailId} aria-label={`${open ? 'Hide' : 'Show'} rejections of ${item.source}`} onClick={() => setOpen(!open)}>
              {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
            </IconButton>
          )}
        </TableCell>
        <TableCell>{when(item.startedAt)}</TableCell>
      </TableRow>
      {(item.rejections.length > 0 || item.error) && (
        <TableRow>
          <TableCell colSpan={6} sx={{ py: 0, borderBottom: open || item.error ? undefined : 'none' }}>
            {item.error && (
              <Typography variant="body2" color="error" sx={{ py: 1 }}>
                {item.error}
              </Typography>
            )}
            <Collapse in={open} unmountOnExit>
              <ul id={detailId} data-testid="import-rejections">
                {item.rejections.map((r, i) => (
                  <li key={i}>
                    <Typography variant="body2">
                      <strong>{r.record}</strong>: {r.reason}
                    </Typography>
                  </li>
                ))}
              </ul>
            </Collapse>
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

/** The latest imports, newest first; rejected records open under their import. */
export function ImportHistory({ imports }: { imports: readonly CorpusImport[] }) {
  if (imports.length === 0) return <Typography color="text.secondary">No imports yet.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Import history">
        <TableHead>
          <TableRow>
            <TableCell>Source</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Imported</TableCell>
            <TableCell align="right">Updated</TableCell>
            <TableCell align="right">Rejected</TableCell>
            <TableCell>Started</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {imports.map((item) => (
            <ImportRow key={item.id} item={item} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
