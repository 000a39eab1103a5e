import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import { ScrollRegion, visuallyHiddenSx } from '@iprism/shared/ui';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@iprism/shared/contracts/back-office';
import { dateTime } from './format';

const detailText = (d: Record<string, unknown>): string =>
  Object.entries(d)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');

/** Audit rows, newest first: when, who, what, to whom, from where, and the detail. Scrolls inside its box on a phone. */
export function AuditTable({ rows, caption, testId }: { rows: readonly AuditEntry[]; caption: string; testId: string }) {
  if (rows.length === 0) return <Typography color="text.secondary" data-testid={`${testId}-empty`}>No audit entries match.</Typography>;
  return (
    <ScrollRegion label={caption}>
      <Table size="small" data-testid={testId}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
          <Box component="span" sx={visuallyHiddenSx}>
            {caption}
          </Box>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>Time</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Actor</TableCell>
            <TableCell>Subject</TableCell>
            <TableCell>IP</TableCell>
            <TableCell>Detail</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-testid="audit-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(r.at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>{r.action}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.actorEmail ?? r.actorId ?? '—'}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.subjectId ? `${r.subjectType ?? ''} ${r.subjectId}` : '—'}</TableCell>
              <TableCell>{r.ip || '—'}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{detailText(r.detail)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
