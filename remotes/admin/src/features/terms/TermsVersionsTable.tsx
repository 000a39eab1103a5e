import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TermsVersion } from '@iprism/shared/contracts/terms';

const STATUS_COLOR = { active: 'success', scheduled: 'info', superseded: 'default' } as const;

export function TermsVersionsTable({ versions }: { versions: TermsVersion[] }) {
  if (!versions.length) return <Typography color="text.secondary">No versions published yet: the site shows the texts it shipped with (version 1.0).</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Published versions">
        <TableHead>
          <TableRow>
            <TableCell>Document</TableCell>
            <TableCell>Version</TableCell>
            <TableCell>Takes effect</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Changes</TableCell>
            <TableCell align="right">Accepted by</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((v) => (
            <TableRow key={v.id} data-testid="terms-row">
              <TableCell>{v.kind === 'terms' ? 'Terms of Service' : 'Privacy notice'}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{v.version}</TableCell>
              <TableCell>{new Date(v.effectiveAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" label={v.status} color={STATUS_COLOR[v.status]} />
              </TableCell>
              <TableCell sx={{ maxWidth: 360 }}>{v.changeSummary}</TableCell>
              <TableCell align="right">{v.kind === 'terms' ? v.acceptances : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
