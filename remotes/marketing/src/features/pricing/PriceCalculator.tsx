import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError, userMessage } from '@iprism/shared/api/api-error';
import { commerceQueries } from '@iprism/shared/api/commerce-queries';
import type { PriceQuote, PriceRequest, Plan as ServerPlan } from '@iprism/shared/contracts/commerce';
import { formatCents } from '@iprism/shared/text';
import { useDebouncedValue } from '@iprism/shared/ui';
import type { BillingCycle } from './plans';
import { getStartedPath } from './server-prices';

const EXTRA_CREDITS = [0, 10, 50, 100, 150];
/** The calculator asks the server once the choices have stayed the same this long. */
const QUOTE_DEBOUNCE_MS = 250;

type QuoteState = { status: 'idle' | 'loading' } | { status: 'ready'; quote: PriceQuote } | { status: 'error'; message: string };

/** The price calculator: plan, seats, billing and extra credits priced by the server (POST /api/pricing/calculate). */
export function PriceCalculator({ plans, cycle }: { plans: ServerPlan[]; cycle: BillingCycle }) {
  const sellable = plans.filter((p) => p.licenseType !== 'PilotClientPortal');
  const [planId, setPlanId] = useState(sellable[0]?.id ?? '');
  const [seatsText, setSeatsText] = useState('1');
  const [extraCredits, setExtraCredits] = useState(0);
  const seats = Number(seatsText);
  const seatsValid = Number.isInteger(seats) && seats >= 1 && seats <= 1000;
  const request = useMemo<PriceRequest | null>(
    () => (planId && seatsValid ? { planId, seats, billing: cycle, ...(extraCredits ? { extraCredits } : {}) } : null),
    [planId, seats, seatsValid, cycle, extraCredits],
  );
  const settled = useDebouncedValue(request, QUOTE_DEBOUNCE_MS);
  const quote = useQuery(commerceQueries.price(settled === request ? settled : null));
  const state: QuoteState =
    request === null
      ? { status: 'idle' }
      : settled !== request || quote.isPending
        ? { status: 'loading' }
        : quote.isError
          ? { status: 'error', message: isApiError(quote.error) ? userMessage(quote.error) : 'The price could not be calculated.' }
          : { status: 'ready', quote: quote.data };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }} data-testid="price-calculator">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
        <TextField select label="Plan" value={planId} onChange={(e) => setPlanId(e.target.value)} size="small">
          {sellable.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Seats"
          type="number"
          size="small"
          value={seatsText}
          onChange={(e) => setSeatsText(e.target.value)}
          error={!seatsValid}
          helperText={seatsValid ? ' ' : 'From 1 to 1000 seats'}
          slotProps={{ htmlInput: { min: 1, max: 1000, 'data-testid': 'calculator-seats' } }}
        />
        <TextField select label="Extra credits" value={extraCredits} onChange={(e) => setExtraCredits(Number(e.target.value))} size="small">
          {EXTRA_CREDITS.map((c) => (
            <MenuItem key={c} value={c}>
              {c === 0 ? 'None' : `${c} credits`}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {state.status === 'error' && <Alert severity="error">{state.message}</Alert>}
        {state.status === 'loading' && <Typography color="text.secondary">Calculating…</Typography>}
        {state.status === 'ready' && (
          <Table size="small" aria-label="Your price">
            <TableBody>
              {state.quote.lines.map((l) => (
                <TableRow key={l.label}>
                  <TableCell>{l.label}</TableCell>
                  <TableCell align="right">{formatCents(l.amountCents)}</TableCell>
                </TableRow>
              ))}
              {state.quote.discountCents > 0 && (
                <TableRow>
                  <TableCell>Annual billing discount</TableCell>
                  <TableCell align="right">{formatCents(-state.quote.discountCents)}</TableCell>
                </TableRow>
              )}
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>{cycle === 'annual' ? 'Total per year' : 'Total per month'}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="calculator-total">
                  {formatCents(state.quote.totalCents)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
      </Box>
      <Button component={RouterLink} to={getStartedPath(planId, cycle, seatsValid ? seats : 1)} variant="contained" sx={{ mt: 2 }} disabled={!planId || !seatsValid}>
        Get started
      </Button>
    </Paper>
  );
}
