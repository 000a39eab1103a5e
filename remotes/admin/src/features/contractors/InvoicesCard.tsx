import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { adminInvoicePdfPath, decideContractorInvoice } from '@iprism/shared/api/contractors';
import { downloadApiFile } from '@iprism/shared/api/file-transfer';
import { saveBlob } from '@iprism/shared/api/save-blob';
import { contractorQueries } from '@iprism/shared/api/staff-queries';
import type { ContractorInvoice } from '@iprism/shared/contracts/contractors';
import { confirm, toast } from '@iprism/shared/shell';
import { AdminCard } from '../notifications/AdminCard';
import { hoursText } from '../hours/hours-format';

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

/** Every contractor invoice; submitted ones can be approved or rejected with a reason. */
export function InvoicesCard() {
  const queryClient = useQueryClient();
  const { data, error: failure } = useQuery(contractorQueries.invoices(null));
  const error = failure && apiErrorText(failure);
  const refetchInvoices = () => queryClient.invalidateQueries({ queryKey: contractorQueries.invoiceLists() });
  const approving = useMutation({
    mutationFn: (i: ContractorInvoice) => decideContractorInvoice(i.id, 'approve'),
    onSuccess: (_, i) => {
      toast.success(`Invoice ${i.number} approved.`);
      return refetchInvoices();
    },
    onError: (err) => toast.error(apiErrorText(err)),
  });
  const rejecting = useMutation({ mutationFn: ({ id, comment }: { id: string; comment: string }) => decideContractorInvoice(id, 'reject', comment), onSuccess: refetchInvoices });

  const reject = (i: ContractorInvoice) =>
    void confirm({
      type: 'danger',
      title: `Reject invoice ${i.number}?`,
      message: `${i.contractorName} can then invoice the same period again.`,
      requiresInput: true,
      inputLabel: 'Reason for the contractor',
      confirmText: 'Reject',
      onConfirm: async (comment) => {
        try {
          await rejecting.mutateAsync({ id: i.id, comment });
          toast.success(`Invoice ${i.number} rejected.`);
        } catch (err) {
          throw new Error(apiErrorText(err));
        }
      },
    });
  const pdf = async (i: ContractorInvoice) => {
    try {
      const file = await downloadApiFile(adminInvoicePdfPath(i.id), `${i.number}.pdf`);
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      toast.error(apiErrorText(err));
    }
  };

  return (
    <AdminCard title="Invoices" description="Contractors invoice their approved hours; approve or reject each invoice." testId="invoices">
      {error && <Alert severity="error">{error}</Alert>}
      {data && !data.length && <Typography color="text.secondary">No invoices yet.</Typography>}
      {data && data.length > 0 && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Invoices">
            <TableHead>
              <TableRow>
                <TableCell>Invoice</TableCell>
                <TableCell>Contractor</TableCell>
                <TableCell>Period</TableCell>
                <TableCell align="right">Hours</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((i) => (
                <TableRow key={i.id}>
                  <TableCell sx={{ fontWeight: 600 }}>{i.number}</TableCell>
                  <TableCell>{i.contractorName}</TableCell>
                  <TableCell>
                    {i.periodFrom} – {i.periodTo}
                  </TableCell>
                  <TableCell align="right">{hoursText(i.minutes)}</TableCell>
                  <TableCell align="right">{money(i.amount, i.currency)}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" label={i.status} color={i.status === 'approved' ? 'success' : i.status === 'rejected' ? 'error' : 'info'} />
                    {i.decisionComment && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {i.decisionComment}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => void pdf(i)}>
                      PDF
                    </Button>
                    {i.status === 'submitted' && (
                      <>
                        <Button size="small" color="error" onClick={() => reject(i)}>
                          Reject
                        </Button>
                        <Button size="small" color="success" onClick={() => approving.mutate(i)}>
                          Approve
                        </Button>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </AdminCard>
  );
}
