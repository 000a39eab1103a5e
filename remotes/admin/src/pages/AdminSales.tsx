import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isApiError, userMessage } from '@iprism/shared/api/api-error';
import { downloadApiFile } from '@iprism/shared/api/file-transfer';
import type { AdminSales as Sales } from '@iprism/shared/contracts/commerce';
import { toast } from '@iprism/shared/shell';
import { formatCents } from '@iprism/shared/text';
import { AdminCard } from '../features/notifications/AdminCard';
import { InvoicesTable } from '../features/sales/InvoicesTable';
import { monthLabel } from '../features/sales/month-label';
import { RevenueChart } from '../features/sales/RevenueChart';
import { saveFile } from '../features/sales/save-file';
import { useSales } from '../features/sales/use-sales';
import { ScrollRegion } from '@iprism/shared/ui';

/** /admin/sales (staff only): recurring revenue, revenue by month and by plan, subscriptions, invoices. */
export default function AdminSales() {
  const { sales, error, retry } = useSales();
  const exportCsv = async () => {
    try {
      const file = await downloadApiFile('/api/admin/sales/invoices.csv', 'invoices.csv');
      saveFile(file.blob, file.fileName);
    } catch (err) {
      toast.error(isApiError(err) ? userMessage(err) : 'The export could not be downloaded.');
    }
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h4" component="h2">
          Sales
        </Typography>
        <Button variant="outlined" onClick={() => void exportCsv()} disabled={!sales}>
          Export invoices (CSV)
        </Button>
      </Stack>
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {!sales && !error && <Skeleton variant="rounded" height={240} aria-label="Loading the sales figures" />}
      {sales && <SalesBody sales={sales} />}
    </Stack>
  );
}

function SalesBody({ sales }: { sales: Sales }) {
  const thisMonth = sales.revenueByMonth.at(-1)?.amountCents ?? 0;
  return (
    <>
      <Grid container spacing={2}>
        <Figure label="Monthly recurring revenue" value={formatCents(sales.mrrCents)} testId="mrr" />
        <Figure label="Running subscriptions" value={String(sales.activeSubscriptions)} testId="active-subscriptions" />
        <Figure label="Revenue this month" value={formatCents(thisMonth)} testId="revenue-this-month" />
      </Grid>
      <AdminCard title="Revenue by month" description="Paid invoices of the last twelve months (UTC), refunds excluded." testId="revenue-by-month">
        <RevenueChart title="Revenue by month" points={sales.revenueByMonth.map((m) => ({ label: monthLabel(m.month), amountCents: m.amountCents }))} />
      </AdminCard>
      <AdminCard title="Revenue by plan" description="Paid invoices by plan; credit packs on their own line." testId="revenue-by-plan">
        {sales.revenueByPlan.length === 0 ? <Typography color="text.secondary">No paid invoices yet.</Typography> : <RevenueChart title="Revenue by plan" points={sales.revenueByPlan} horizontal />}
      </AdminCard>
      <AdminCard title="Subscriptions" description="Every subscription, newest first, with what it adds to monthly recurring revenue." testId="sales-subscriptions">
        {sales.subscriptions.length === 0 ? (
          <Typography color="text.secondary">No subscriptions yet.</Typography>
        ) : (
          <ScrollRegion label="Subscriptions" sx={{ maxHeight: 420 }}>
            <Table size="small" stickyHeader aria-label="Subscriptions">
              <TableHead>
                <TableRow>
                  <TableCell>Owner</TableCell>
                  <TableCell>Plan</TableCell>
                  <TableCell align="right">Seats</TableCell>
                  <TableCell>Billing</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Period ends</TableCell>
                  <TableCell align="right">MRR</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sales.subscriptions.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{s.owner}</TableCell>
                    <TableCell>{s.planName}</TableCell>
                    <TableCell align="right">{s.seats}</TableCell>
                    <TableCell>{s.billing}</TableCell>
                    <TableCell>
                      <Chip size="small" label={s.status} color={s.status === 'active' ? 'success' : s.status === 'ended' ? 'default' : 'warning'} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.currentPeriodEnd.slice(0, 10)}</TableCell>
                    <TableCell align="right">{formatCents(s.mrrCents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        )}
      </AdminCard>
      <AdminCard title="Invoices" description="Mark an invoice paid when its transfer arrives; void an open one; refund a paid one." testId="sales-invoices">
        <InvoicesTable invoices={sales.invoices} />
      </AdminCard>
    </>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Grid size={{ xs: 12, sm: 4 }}>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
      </Paper>
    </Grid>
  );
}
