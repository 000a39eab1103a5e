import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { backOfficeQueries } from '@iprism/shared/api/back-office-queries';
import { settleInvoice } from '@iprism/shared/api/commerce';
import { commerceQueries } from '@iprism/shared/api/commerce-queries';
import { INVOICE_STATUSES, type AdminSales, type InvoiceStatus } from '@iprism/shared/contracts/commerce';
import { confirm, toast } from '@iprism/shared/shell';
import { formatCents } from '@iprism/shared/text';
import { ScrollRegion, visuallyHiddenSx } from '@iprism/shared/ui';

type Invoice = AdminSales['invoices'][number];
type Action = 'mark-paid' | 'void' | 'refund';

const ACTIONS: Record<Action, { label: string; title: (n: string) => string; message: string; done: (n: string) => string; type: 'info' | 'warning' | 'error' }> = {
  'mark-paid': { label: 'Mark paid', title: (n) => `Mark ${n} paid?`, message: 'The purchase is applied now: licence, seats or credits. Do this once the money has arrived.', done: (n) => `${n} is paid and applied.`, type: 'info' },
  void: { label: 'Void', title: (n) => `Void ${n}?`, message: 'Nothing will be owed on it and the buyer can start a new purchase.', done: (n) => `${n} was voided.`, type: 'warning' },
  refund: { label: 'Refund', title: (n) => `Refund ${n}?`, message: 'The provider returns the money. Credits bought are taken back; a refunded subscription ends now with its licence.', done: (n) => `${n} was refunded.`, type: 'error' },
};

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

/** Every invoice, filterable by status, with mark paid / void (open) and refund (paid). */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  const [status, setStatus] = useState<InvoiceStatus | 'all'>('all');
  const shown = status === 'all' ? invoices : invoices.filter((i) => i.status === status);
  const queryClient = useQueryClient();
  // Settling an invoice changes the sales figures and the back office's count of invoices due.
  const settle = useMutation({
    mutationFn: ({ id, action }: { id: string; action: Action }) => settleInvoice(id, action),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: commerceQueries.adminSales().queryKey });
      void queryClient.invalidateQueries({ queryKey: backOfficeQueries.overview().queryKey });
    },
  });
  const act = async (invoice: Invoice, action: Action) => {
    const a = ACTIONS[action];
    const done = await confirm({ title: a.title(invoice.number), message: a.message, type: a.type, confirmText: a.label, onConfirm: () => settle.mutateAsync({ id: invoice.id, action }).then(() => undefined) });
    if (done) toast.success(a.done(invoice.number));
  };
  return (
    <Stack spacing={2}>
      <TextField select size="small" label="Status" value={status} onChange={(e) => setStatus(e.target.value as InvoiceStatus | 'all')} sx={{ width: 200 }}>
        <MenuItem value="all">All</MenuItem>
        {INVOICE_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      {shown.length === 0 ? (
        <Typography color="text.secondary">No invoices{status === 'all' ? ' yet' : ` with status ${status}`}.</Typography>
      ) : (
        <ScrollRegion label="Invoices" sx={{ maxHeight: 520 }}>
          <Table size="small" stickyHeader aria-label="Invoices">
            <TableHead>
              <TableRow>
                <TableCell>Invoice</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Buyer</TableCell>
                <TableCell>Kind</TableCell>
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
              {shown.map((invoice) => (
                <TableRow key={invoice.id} data-testid="sales-invoice-row">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{invoice.number}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(invoice.createdAt)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{invoice.buyer}</TableCell>
                  <TableCell>{invoice.kind}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatCents(invoice.totalCents)}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={invoice.status} color={invoice.status === 'paid' ? 'success' : invoice.status === 'open' ? 'warning' : 'default'} />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      {invoice.status === 'open' && (
                        <>
                          <Button size="small" variant="contained" onClick={() => void act(invoice, 'mark-paid')} aria-label={`Mark ${invoice.number} paid`}>
                            Mark paid
                          </Button>
                          <Button size="small" onClick={() => void act(invoice, 'void')} aria-label={`Void ${invoice.number}`}>
                            Void
                          </Button>
                        </>
                      )}
                      {invoice.status === 'paid' && (
                        <Button size="small" color="error" onClick={() => void act(invoice, 'refund')} aria-label={`Refund ${invoice.number}`}>
                          Refund
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </Stack>
  );
}
