import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isApiError, userMessage } from '@iprism/shared/api/api-error';
import { cancelCheckout } from '@iprism/shared/api/commerce';
import { commerceQueries } from '@iprism/shared/api/commerce-queries';
import { downloadApiFile } from '@iprism/shared/api/file-transfer';
import { saveBlob } from '@iprism/shared/api/save-blob';
import type { Invoice } from '@iprism/shared/contracts/commerce';
import { confirm, toast } from '@iprism/shared/shell';
import { formatCents } from '@iprism/shared/text';
import { visuallyHiddenSx } from '@iprism/shared/ui';
import { formatDate } from '../account/format-time';
import { SectionCard } from '../account/SectionCard';
import { INVOICE_STATUS } from './subscription-labels';

const KIND: Record<Invoice['kind'], string> = { subscription: 'Subscription', credits: 'Credits', upgrade: 'Plan upgrade', licenses: 'Extra seats', renewal: 'Renewal' };

/** The invoices of the subscription's owner: PDF for each, pay or cancel an open one. */
export function InvoicesSection({ invoices }: { invoices: Invoice[] }) {
  const queryClient = useQueryClient();
  // The invoices come with the subscription view: a cancelled one is shown by loading that again.
  const cancelling = useMutation({
    mutationFn: (id: string) => cancelCheckout(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceQueries.subscription().queryKey }),
  });
  const download = async (invoice: Invoice) => {
    try {
      const file = await downloadApiFile(invoice.pdfUrl, `${invoice.number}.pdf`);
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      toast.error(isApiError(err) ? userMessage(err) : 'The invoice could not be downloaded.');
    }
  };
  const cancel = async (invoice: Invoice) => {
    const done = await confirm({
      title: `Cancel invoice ${invoice.number}?`,
      message: 'Nothing has been charged. You can start a new purchase afterwards.',
      type: 'warning',
      confirmText: 'Cancel invoice',
      cancelText: 'Keep it',
      onConfirm: async () => void (await cancelling.mutateAsync(invoice.id)),
    });
    if (done) toast.success(`Invoice ${invoice.number} was cancelled.`);
  };
  return (
    <SectionCard title="Invoices" description="Every purchase gets a numbered invoice." testId="invoices">
      {invoices.length === 0 ? (
        <Typography color="text.secondary">No invoices yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Invoices">
            <TableHead>
              <TableRow>
                <TableCell>Invoice</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>For</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHiddenSx}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.map((invoice) => {
                const status = INVOICE_STATUS[invoice.status];
                return (
                  <TableRow key={invoice.id} data-testid="invoice-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{invoice.number}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.createdAt)}</TableCell>
                    <TableCell>{KIND[invoice.kind]}</TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatCents(invoice.totalCents)}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" color={status.color} label={status.label} />
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        <Button size="small" onClick={() => void download(invoice)} aria-label={`Download invoice ${invoice.number} as PDF`}>
                          PDF
                        </Button>
                        {invoice.payUrl && (
                          <Button size="small" variant="contained" href={invoice.payUrl}>
                            Pay
                          </Button>
                        )}
                        {invoice.status === 'open' && (
                          <Button size="small" color="warning" onClick={() => void cancel(invoice)}>
                            Cancel
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}
