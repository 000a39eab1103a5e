import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { AdminCard } from '../notifications/AdminCard';
import { backOfficeQueries } from '@iprism/shared/api/back-office-queries';
import { count } from './format';
import { LoadView } from './LoadView';
import { OrganizationDetail } from './OrganizationDetail';
import { useQuery } from '@tanstack/react-query';

/** /admin/organizations: every organisation with licence, seats, applications and credits; open one to run it. */
export function OrganizationsPanel() {
  const organizations = useQuery(backOfficeQueries.organizations());
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const needle = filter.trim().toLowerCase();
  const data = organizations.data ?? null;
  const shown = useMemo(() => (data ?? []).filter((o) => !needle || o.name.toLowerCase().includes(needle) || o.slug.includes(needle)), [data, needle]);

  return (
    <AdminCard title="Organizations" description="Licences, seats bought and used, members and invitations of every organisation." testId="organizations-panel">
      <TextField label="Filter by name" value={filter} onChange={(e) => setFilter(e.target.value)} size="small" fullWidth sx={{ mb: 2 }} slotProps={{ htmlInput: { type: 'search', 'data-testid': 'organizations-filter' } }} />
      <LoadView query={organizations} testId="organizations">
        {() =>
          shown.length === 0 ? (
            <Typography color="text.secondary">{needle ? 'No organisation matches.' : 'There are no organisations yet.'}</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="organizations-table">
                <TableHead>
                  <TableRow>
                    <TableCell>Organisation</TableCell>
                    <TableCell>Licence</TableCell>
                    <TableCell align="right">Seats used</TableCell>
                    <TableCell align="right">Applications</TableCell>
                    <TableCell align="right">Credits</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((o) => (
                    <TableRow key={o.id} hover data-testid="organization-row">
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <Button variant="text" size="small" onClick={() => setOpen(o.id)} sx={{ textTransform: 'none', textAlign: 'left', p: 0, minWidth: 0 }}>
                          {o.name}
                        </Button>
                      </TableCell>
                      <TableCell>{o.licenseType ?? '—'}</TableCell>
                      <TableCell align="right">{o.licenseType ? `${o.seatsUsed} / ${o.seats}` : '—'}</TableCell>
                      <TableCell align="right">{count(o.applications)}</TableCell>
                      <TableCell align="right">{count(o.credits)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )
        }
      </LoadView>
      <Dialog open={open !== null} onClose={() => setOpen(null)} fullWidth maxWidth="md" fullScreen={phone} aria-label="Organization detail">
        <DialogContent>{open && <OrganizationDetail id={open} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </AdminCard>
  );
}
