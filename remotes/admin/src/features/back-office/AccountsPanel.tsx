import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ADMIN_ACCOUNTS_PAGE_SIZE } from '@iprism/shared/contracts/back-office';
import { AdminCard } from '../notifications/AdminCard';
import { AccountDetail } from './AccountDetail';
import { backOfficeQueries } from '@iprism/shared/api/back-office-queries';
import { count, dateTime } from './format';
import { LoadView } from './LoadView';
import { StatusChip } from './StatusChip';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

const SEARCH_DELAY_MS = 300;

/** /admin/accounts: search by e-mail, name or organisation; open an account for its detail and actions. */
export function AccountsPanel() {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const accounts = useQuery({ ...backOfficeQueries.accounts(query, page), placeholderData: keepPreviousData });

  return (
    <AdminCard title="Accounts" description="Every user account with its licence, credits and status. Open one to change its licence or credits, suspend it or end its sessions." testId="accounts-panel">
      <TextField
        label="Search by e-mail, name or organisation"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        fullWidth
        size="small"
        sx={{ mb: 2 }}
        slotProps={{ htmlInput: { 'data-testid': 'accounts-search', type: 'search' } }}
      />
      <LoadView query={accounts} testId="accounts">
        {({ items, total }) =>
          items.length === 0 ? (
            <Typography color="text.secondary" data-testid="accounts-empty">
              {query ? `No account matches "${query}".` : 'There are no accounts yet.'}
            </Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
                {count(total)} account{total === 1 ? '' : 's'}
              </Typography>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" data-testid="accounts-table">
                  <TableHead>
                    <TableRow>
                      <TableCell>Account</TableCell>
                      <TableCell>Status</TableCell>
                      <TableCell>Licence</TableCell>
                      <TableCell align="right">Credits</TableCell>
                      <TableCell>Organisations</TableCell>
                      <TableCell>Last sign-in</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {items.map((a) => (
                      <TableRow key={a.id} hover data-testid="account-row">
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>
                          <Button variant="text" size="small" onClick={() => setOpen(a.id)} sx={{ textTransform: 'none', textAlign: 'left', p: 0, minWidth: 0 }}>
                            {a.email}
                          </Button>
                          <Typography variant="body2" color="text.secondary">
                            {a.name}
                          </Typography>
                        </TableCell>
                        <TableCell>
                          <StatusChip status={a.status} />
                        </TableCell>
                        <TableCell>{a.licenseType ?? '—'}</TableCell>
                        <TableCell align="right">{count(a.credits)}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{a.organizations.map((o) => o.name).join(', ') || '—'}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(a.lastSignInAt)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
              {total > ADMIN_ACCOUNTS_PAGE_SIZE && (
                <Pagination sx={{ mt: 2 }} count={Math.ceil(total / ADMIN_ACCOUNTS_PAGE_SIZE)} page={page} onChange={(_, p) => setPage(p)} getItemAriaLabel={(type, p) => (type === 'page' ? `Page ${p}` : `Go to ${type} page`)} />
              )}
            </>
          )
        }
      </LoadView>
      <Dialog open={open !== null} onClose={() => setOpen(null)} fullWidth maxWidth="md" fullScreen={phone} aria-label="Account detail">
        <DialogContent>{open && <AccountDetail id={open} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </AdminCard>
  );
}
