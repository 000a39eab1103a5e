import { useState } from 'react';
import { Link as RouterLink } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { contractorQueries } from '@iprism/shared/api/staff-queries';
import { PRODUCT_NAME, STAFF_LICENSE_TYPES } from '@iprism/shared/contracts/product';
import type { Contractor } from '@iprism/shared/contracts/contractors';
import { ContractorDialog } from '../features/contractors/ContractorDialog';
import { AdminCard } from '../features/notifications/AdminCard';
import { hoursText } from '../features/hours/hours-format';

/** The licence a contractor's account works with. */
const EMPLOYEE_LICENSE = `${PRODUCT_NAME}Employee`;

const money = (amount: number, currency: string) => {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
};

/** /admin/contractors (staff; changes need the admin licence): contractor records, their accounts and agreements. */
export default function AdminContractors() {
  const { data, error: failure, isPending: loading, refetch } = useQuery(contractorQueries.list());
  const error = failure && apiErrorText(failure);
  const reload = () => void refetch();
  const [editing, setEditing] = useState<Contractor | null>(null);
  const [open, setOpen] = useState(false);

  return (
    <Stack spacing={3}>
      <AdminCard title="Contractors" description="Each contractor signs in with the account of their e-mail address, which needs the iPrism Employee licence." testId="contractors">
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ mb: 2 }}
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
          data-testid="contractor-add"
        >
          Add contractor
        </Button>
        {error && (
          <Alert severity="error" action={<Button onClick={reload}>Try again</Button>}>
            {error}
          </Alert>
        )}
        {loading && !data && <CircularProgress aria-label="Loading contractors" />}
        {data && !data.length && <Typography color="text.secondary">No contractors yet.</Typography>}
        {data && data.length > 0 && (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Contractors">
              <TableHead>
                <TableRow>
                  <TableCell>Contractor</TableCell>
                  <TableCell>Country</TableCell>
                  <TableCell align="right">Rate</TableCell>
                  <TableCell>Dates</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Account</TableCell>
                  <TableCell>Agreements</TableCell>
                  <TableCell align="right">Approved hours</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((c) => (
                  <TableRow key={c.id} data-testid="contractor-row">
                    <TableCell>
                      <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {c.email}
                        {c.company ? ` · ${c.company}` : ''}
                      </Typography>
                    </TableCell>
                    <TableCell>{c.country}</TableCell>
                    <TableCell align="right">{money(c.hourlyRate, c.currency)}/h</TableCell>
                    <TableCell>
                      {c.startDate} – {c.endDate ?? 'open'}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" variant="outlined" label={c.status} color={c.status === 'active' ? 'success' : c.status === 'ended' ? 'default' : 'info'} />
                    </TableCell>
                    <TableCell>
                      <AccountCell contractor={c} />
                    </TableCell>
                    <TableCell>
                      {c.agreements.length ? c.agreements.map((a) => <Chip key={a.id} size="small" label={`${a.title}: ${a.state}`} sx={{ mr: 0.5, mb: 0.5 }} />) : '—'}
                      <Button size="small" component={RouterLink} to="/admin/agreements">
                        Send agreement
                      </Button>
                    </TableCell>
                    <TableCell align="right">{hoursText(c.approvedMinutes)}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        onClick={() => {
                          setEditing(c);
                          setOpen(true);
                        }}
                      >
                        Edit
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </AdminCard>
      <ContractorDialog open={open} contractor={editing} onClose={() => setOpen(false)} />
    </Stack>
  );
}

/** The contractor's account (linked by e-mail) and its licence: the employee area needs a staff licence, iPrism Employee as a rule. */
function AccountCell({ contractor: c }: { contractor: Contractor }) {
  if (!c.userId) return <Typography variant="body2" color="warning.main">No account yet</Typography>;
  const staff = (STAFF_LICENSE_TYPES as readonly string[]).includes(c.accountLicense ?? '');
  return (
    <Typography variant="body2" color={staff ? 'text.primary' : 'warning.main'} data-testid="contractor-account">
      Linked · {staff ? `${c.accountLicense} · contractor` : `needs the ${EMPLOYEE_LICENSE} licence`}
    </Typography>
  );
}
