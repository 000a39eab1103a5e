import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { createMyInvoice, myInvoicePdfPath } from '@iprism/shared/api/contractors';
import { downloadApiFile } from '@iprism/shared/api/file-transfer';
import { saveBlob } from '@iprism/shared/api/save-blob';
import { contractorQueries } from '@iprism/shared/api/staff-queries';
import type { ContractorInvoice } from '@iprism/shared/contracts/contractors';
import { toast } from '@iprism/shared/shell';
import { hoursText } from '../features/hours/timesheet-grid';

const monthStart = () => `${new Date().toISOString().slice(0, 7)}-01`;
const today = () => new Date().toISOString().slice(0, 10);

/** /employee/contractor: a contractor's profile, agreements and invoices; a new invoice from approved hours. */
export default function EmployeeContractor() {
  const { data, error: failure, isPending: loading, refetch } = useQuery(contractorQueries.mine());
  const error = failure && apiErrorText(failure);
  const reload = () => void refetch();
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(today);
  const queryClient = useQueryClient();
  // A new invoice shows in the contractor's own page and in the admins' invoice lists.
  const creating = useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) => createMyInvoice(from, to),
    onSuccess: (invoice) => {
      toast.success(`Invoice ${invoice.number} submitted for ${invoice.amount.toFixed(2)} ${invoice.currency}.`);
      void queryClient.invalidateQueries({ queryKey: contractorQueries.all });
    },
    onError: (err) => toast.error(apiErrorText(err)),
  });
  const pdf = async (i: ContractorInvoice) => {
    try {
      const file = await downloadApiFile(myInvoicePdfPath(i.id), `${i.number}.pdf`);
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      toast.error(apiErrorText(err));
    }
  };

  if (error)
    return (
      <Alert severity="error" action={<Button onClick={reload}>Try again</Button>}>
        {error}
      </Alert>
    );
  if (loading) return <CircularProgress aria-label="Loading your contractor page" />;
  if (!data)
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Contractor
        </Typography>
        <Typography color="text.secondary">Your account is not set up as a contractor. If you work with iPrism as a contractor, ask an administrator to add you in Contractors with this e-mail address.</Typography>
      </Paper>
    );
  const c = data.contractor;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h2">
        {c.name}
      </Typography>
      <Paper variant="outlined" component="section" aria-label="Profile" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Profile
        </Typography>
        <Typography>
          {c.email}
          {c.company ? ` · ${c.company}` : ''} · {c.country}
        </Typography>
        <Typography>
          Rate {c.hourlyRate.toFixed(2)} {c.currency} per hour · from {c.startDate}
          {c.endDate ? ` to ${c.endDate}` : ''} · <Chip size="small" label={c.status} />
        </Typography>
        <Typography color="text.secondary">Approved hours so far: {hoursText(c.approvedMinutes)}</Typography>
      </Paper>
      <Paper variant="outlined" component="section" aria-label="Agreements" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Agreements
        </Typography>
        {c.agreements.length ? c.agreements.map((a) => <Chip key={a.id} label={`${a.title}: ${a.state}`} sx={{ mr: 1, mb: 1 }} />) : <Typography color="text.secondary">No agreements yet. They arrive by e-mail with a link to agree.</Typography>}
      </Paper>
      <Paper variant="outlined" component="section" aria-label="Invoices" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Invoices
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <TextField size="small" type="date" label="From" value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField size="small" type="date" label="To" value={to} onChange={(e) => setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <Button variant="contained" onClick={() => creating.mutate({ from, to })} disabled={creating.isPending || !from || !to}>
            Invoice approved hours
          </Button>
        </Stack>
        {data.invoices.length ? (
          <Table size="small" aria-label="Your invoices">
            <TableHead>
              <TableRow>
                <TableCell>Invoice</TableCell>
                <TableCell>Period</TableCell>
                <TableCell align="right">Hours</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Status</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.invoices.map((i) => (
                <TableRow key={i.id}>
                  <TableCell>{i.number}</TableCell>
                  <TableCell>
                    {i.periodFrom} – {i.periodTo}
                  </TableCell>
                  <TableCell align="right">{hoursText(i.minutes)}</TableCell>
                  <TableCell align="right">
                    {i.amount.toFixed(2)} {i.currency}
                  </TableCell>
                  <TableCell>
                    {i.status}
                    {i.decisionComment ? ` (${i.decisionComment})` : ''}
                  </TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => void pdf(i)}>
                      PDF
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">No invoices yet.</Typography>
        )}
      </Paper>
    </Stack>
  );
}
