import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createCheckout, getUpgradeQuote, upgradePlan } from '@iprism/shared/api/commerce';
import type { BillingPeriod, Plan } from '@iprism/shared/contracts/commerce';
import { confirm } from '@iprism/shared/shell';
import { formatCents } from '@iprism/shared/text';
import { goToCheckout, toastPaymentError } from './payment-feedback';
import { QuoteTable } from './QuoteTable';
import { useQuote } from './use-quote';

export interface CurrentPlan {
  planId: string;
  seats: number;
  billing: BillingPeriod;
}

export interface PlanChooserProps {
  plans: Plan[];
  /** The running subscription: its plan is marked and the others are upgrades. Null: a new subscription. */
  current: CurrentPlan | null;
  initialPlanId?: string | null;
  initialBilling?: BillingPeriod;
  initialSeats?: number;
}

const periodPrice = (p: Plan, billing: BillingPeriod) => (billing === 'annual' ? p.annualPriceCents : p.monthlyPriceCents);

/**
 * Plans side by side with the server's calculator: choose a plan, seats and billing, see the price, then
 * pay for a new subscription or upgrade the current one (the prorated amount confirmed first).
 */
export function PlanChooser({ plans, current, initialPlanId, initialBilling, initialSeats }: PlanChooserProps) {
  const [billing, setBilling] = useState<BillingPeriod>(current?.billing ?? initialBilling ?? 'monthly');
  const [seatsText, setSeatsText] = useState(String(current?.seats ?? initialSeats ?? 1));
  const [selected, setSelected] = useState<string | null>(initialPlanId && plans.some((p) => p.id === initialPlanId) ? initialPlanId : null);
  const seats = Number(seatsText);
  const seatsValid = Number.isInteger(seats) && seats >= 1 && seats <= 1000;
  const quote = useQuote(selected, current ? current.seats : seats, current ? current.billing : billing);
  const currentPlan = current ? plans.find((p) => p.id === current.planId) : undefined;
  const selectedPlan = plans.find((p) => p.id === selected);
  const isUpgrade = (p: Plan) => !!current && !!currentPlan && p.id !== currentPlan.id && periodPrice(p, current.billing) > periodPrice(currentPlan, current.billing);

  /** The prorated upgrade, its amount confirmed first: the checkout URL, or null when the buyer declines. */
  const upgrade = async (plan: Plan): Promise<string | null> => {
    const { proration, includedCredits } = await getUpgradeQuote(plan.id);
    const confirmed = await confirm({
      title: `Upgrade to ${plan.name}?`,
      message: `You pay ${formatCents(proration.amountDueCents)} now for the rest of this billing period: ${formatCents(proration.chargeCents)} for ${plan.name} less ${formatCents(proration.creditCents)} unused on ${currentPlan?.name ?? 'your current plan'}. ${includedCredits > 0 ? ` ${includedCredits} more credits are added for the rest of the period.` : ''} Later renewals bill ${plan.name} in full.`,
      type: 'info',
      confirmText: `Pay ${formatCents(proration.amountDueCents)}`,
    });
    // Paid after the dialog closes, so a refusal (409 in progress, 502) is a toast like every payment error.
    return confirmed ? (await upgradePlan(plan.id)).url : null;
  };
  const checkout = useMutation({
    mutationFn: (plan: Plan) => (current ? upgrade(plan) : createCheckout({ planId: plan.id, seats, billing }).then((c) => c.url)),
    onSuccess: (url) => {
      if (url) goToCheckout(url);
    },
    onError: (err) => toastPaymentError(err),
  });
  // With a checkout URL the page is leaving for it.
  const busy = checkout.isPending || Boolean(checkout.data);

  return (
    <Stack spacing={3}>
      {!current && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <ToggleButtonGroup exclusive size="small" value={billing} onChange={(_e, v: BillingPeriod | null) => v && setBilling(v)} aria-label="Billing period">
            <ToggleButton value="monthly">Monthly</ToggleButton>
            <ToggleButton value="annual">Annual (2 months free)</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            size="small"
            type="number"
            label="Seats"
            value={seatsText}
            onChange={(e) => setSeatsText(e.target.value)}
            error={!seatsValid}
            helperText={seatsValid ? ' ' : 'seats: from 1 to 1000'}
            slotProps={{ htmlInput: { min: 1, max: 1000 } }}
            sx={{ width: 140 }}
          />
        </Stack>
      )}
      <Grid container spacing={2} role="radiogroup" aria-label="Plans">
        {plans.map((plan) => {
          const isCurrent = current?.planId === plan.id;
          const choosable = current ? isUpgrade(plan) : true;
          const checked = selected === plan.id;
          return (
            <Grid key={plan.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%', borderColor: checked ? 'primary.main' : undefined, borderWidth: checked ? 2 : 1, opacity: choosable || isCurrent ? 1 : 0.6 }}>
                <CardActionArea
                  role="radio"
                  aria-checked={checked}
                  disabled={!choosable}
                  onClick={() => setSelected(plan.id)}
                  sx={{ height: '100%', alignItems: 'flex-start' }}
                  data-testid={`plan-${plan.id}`}
                >
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
                      <Typography variant="h6" component="h3">
                        {plan.name}
                      </Typography>
                      {isCurrent && <Chip size="small" color="primary" label="Current plan" />}
                    </Stack>
                    <Typography variant="h5" component="p">
                      {formatCents(periodPrice(plan, current?.billing ?? billing))}
                      <Typography component="span" color="text.secondary">
                        {(current?.billing ?? billing) === 'annual' ? ' per seat / year' : ' per seat / month'}
                      </Typography>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {plan.creditsUnlimited ? 'Unlimited analyses' : `${plan.includedCredits} credits included each billing period`}
                    </Typography>
                    {current && !isCurrent && !choosable && (
                      <Typography variant="caption" color="text.secondary">
                        Not an upgrade from your plan
                      </Typography>
                    )}
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      {selectedPlan && (
        <Stack spacing={2} sx={{ maxWidth: 560 }} aria-live="polite">
          <Typography variant="h6" component="h3">
            {current ? `Upgrade to ${selectedPlan.name}` : `${selectedPlan.name}: your price`}
          </Typography>
          {quote.status === 'ready' && <QuoteTable quote={quote.quote} />}
          {quote.status === 'loading' && <Typography color="text.secondary">Calculating…</Typography>}
          {quote.status === 'error' && <Alert severity="error">{quote.message}</Alert>}
          {current && <Typography color="text.secondary">An upgrade is prorated: you pay the difference for the rest of this period. The amount is shown before you pay.</Typography>}
          <Button variant="contained" size="large" onClick={() => checkout.mutate(selectedPlan)} disabled={busy || (!current && !seatsValid)} sx={{ alignSelf: 'flex-start' }}>
            {current ? 'Upgrade' : 'Continue to payment'}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
