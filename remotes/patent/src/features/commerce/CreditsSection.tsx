import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { purchaseCredits } from '@iprism/shared/api/commerce';
import { commerceQueries } from '@iprism/shared/api/commerce-queries';
import { lowCreditNotice } from '@iprism/shared/notifications';
import { formatCents } from '@iprism/shared/text';
import { ResourceView } from '../account/ResourceView';
import { SectionCard } from '../account/SectionCard';
import { formatDateTime } from '../account/format-time';
import { creditReasonLabel, signedAmount } from './credit-labels';
import { goToCheckout, toastPaymentError } from './payment-feedback';

const PAGE_SIZE = 10;

/** The credit balance, its history (newest first, paged) and buying a pack. */
export function CreditsSection() {
  const [page, setPage] = useState(0);
  const credits = useQuery(commerceQueries.credits(page + 1, PAGE_SIZE));
  return (
    <SectionCard title="Credits" description="Each application's analysis uses one credit. A failure before the report gives it back." testId="credits">
      <ResourceView resource={credits} label="your credits">
        {(data) => {
          const notice = data.unlimited ? null : lowCreditNotice(data.balance);
          return (
            <Stack spacing={2}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography variant="h4" component="p" data-testid="credit-balance">
                  {data.unlimited ? 'Unlimited' : data.balance}
                </Typography>
                <Typography color="text.secondary">{data.unlimited ? 'Your plan includes unlimited analyses.' : 'credits available'}</Typography>
              </Stack>
              {notice && <Alert severity={notice.level}>{notice.message}</Alert>}
              {!data.unlimited && <BuyCredits />}
              {data.entries.length === 0 ? (
                <Typography color="text.secondary">No credit activity yet.</Typography>
              ) : (
                <>
                  <Table size="small" aria-label="Credit history">
                    <TableHead>
                      <TableRow>
                        <TableCell>Date</TableCell>
                        <TableCell>What</TableCell>
                        <TableCell align="right">Credits</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.entries.map((e, i) => (
                        <TableRow key={`${e.at}-${i}`}>
                          <TableCell>{formatDateTime(e.at)}</TableCell>
                          <TableCell>{creditReasonLabel(e.reason)}</TableCell>
                          <TableCell align="right" sx={{ color: e.amount < 0 ? 'text.secondary' : 'success.main', fontVariantNumeric: 'tabular-nums' }}>
                            {signedAmount(e.amount)}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                  <TablePagination
                    component="div"
                    count={data.total ?? data.entries.length}
                    page={page}
                    onPageChange={(_e, next) => setPage(next)}
                    rowsPerPage={PAGE_SIZE}
                    rowsPerPageOptions={[PAGE_SIZE]}
                  />
                </>
              )}
            </Stack>
          );
        }}
      </ResourceView>
    </SectionCard>
  );
}

function BuyCredits() {
  const packs = useQuery(commerceQueries.creditPacks());
  const [chosen, setChosen] = useState<number | null>(null);
  const buying = useMutation({
    mutationFn: (amount: number) => purchaseCredits(amount),
    onSuccess: (checkout) => goToCheckout(checkout.url),
    onError: (err) => toastPaymentError(err),
  });
  if (!packs.data?.[0]) return null;
  // The first pack until the buyer picks another.
  const credits = chosen ?? packs.data[0].credits;
  // Once the checkout answers, the page is leaving for it.
  const busy = buying.isPending || buying.isSuccess;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextField select size="small" label="Credit pack" value={credits} onChange={(e) => setChosen(Number(e.target.value))} sx={{ minWidth: 220 }}>
        {packs.data.map((p) => (
          <MenuItem key={p.credits} value={p.credits}>
            {`${p.credits} credits · ${formatCents(p.priceCents)}`}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" onClick={() => buying.mutate(credits)} disabled={busy}>
        Buy credits
      </Button>
      <Chip size="small" variant="outlined" label="Credits never expire" />
    </Stack>
  );
}
