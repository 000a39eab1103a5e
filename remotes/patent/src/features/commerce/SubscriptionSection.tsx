import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@iprism/shared/router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { cancelSubscription, purchaseLicenses, resumeSubscription } from '@iprism/shared/api/commerce';
import { commerceQueries } from '@iprism/shared/api/commerce-queries';
import type { SubscriptionView } from '@iprism/shared/contracts/commerce';
import { confirm, toast } from '@iprism/shared/shell';
import { formatDate } from '../account/format-time';
import { SectionCard } from '../account/SectionCard';
import { goToCheckout, toastPaymentError } from './payment-feedback';
import { SUBSCRIPTION_STATUS, renewalText } from './subscription-labels';

type Subscription = NonNullable<SubscriptionView['subscription']>;

type Change = 'cancel' | 'resume';

/** The plan, seats used of seats bought, the renewal, cancel at period end / resume, and more seats. */
export function SubscriptionSection({ subscription }: { subscription: Subscription }) {
  const status = SUBSCRIPTION_STATUS[subscription.status];
  const queryClient = useQueryClient();
  // A change moves the subscription, its invoices and the credits alike.
  const changing = useMutation({
    mutationFn: (kind: Change) => (kind === 'cancel' ? cancelSubscription() : resumeSubscription()),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: commerceQueries.all }),
  });
  const change = async (kind: Change) => {
    const done = await confirm({
      title: kind === 'cancel' ? 'Cancel at the end of the period?' : 'Resume the subscription?',
      message:
        kind === 'cancel'
          ? `${subscription.planName} stays active until ${formatDate(subscription.currentPeriodEnd)} and is not renewed after that. You can resume before then.`
          : `${subscription.planName} will renew on ${formatDate(subscription.currentPeriodEnd)} as before.`,
      type: kind === 'cancel' ? 'warning' : 'info',
      confirmText: kind === 'cancel' ? 'Cancel subscription' : 'Resume',
      cancelText: kind === 'cancel' ? 'Keep it' : 'Not now',
      onConfirm: () => changing.mutateAsync(kind).then(() => undefined),
    });
    if (done) toast.success(kind === 'cancel' ? `Your subscription ends on ${formatDate(subscription.currentPeriodEnd)}.` : 'Your subscription will renew as before.');
  };
  return (
    <SectionCard title="Plan" testId="subscription-plan" aside={<Chip color={status.color} label={status.label} size="small" />}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Fact label="Plan" value={subscription.planName} />
          <Fact label="Billing" value={subscription.billing === 'annual' ? 'Annual' : 'Monthly'} />
          <Fact label="Seats" value={`${subscription.seatsUsed} used of ${subscription.seats}`} />
          <Fact label="Current period" value={`${formatDate(subscription.currentPeriodStart)} – ${formatDate(subscription.currentPeriodEnd)}`} />
        </Stack>
        <Typography>{renewalText(subscription.status, subscription.currentPeriodEnd, subscription.graceUntil, (iso) => formatDate(iso))}</Typography>
        {subscription.canManage ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button component={RouterLink} to="/dashboard/patent/upgrade" variant="contained">
              Change plan
            </Button>
            {subscription.status === 'active' && (
              <Button color="warning" onClick={() => void change('cancel')}>
                Cancel at period end
              </Button>
            )}
            {subscription.status === 'canceling' && <Button onClick={() => void change('resume')}>Resume subscription</Button>}
          </Stack>
        ) : (
          <Typography color="text.secondary">Your organisation's administrators manage this subscription.</Typography>
        )}
        {subscription.canManage && subscription.ownedByOrganization && subscription.status !== 'ended' && <BuySeats />}
      </Stack>
    </SectionCard>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Stack>
  );
}

function BuySeats() {
  const [seats, setSeats] = useState('1');
  const buying = useMutation({
    mutationFn: (count: number) => purchaseLicenses(count),
    onSuccess: (checkout) => goToCheckout(checkout.url),
    onError: (err) => toastPaymentError(err),
  });
  // Once the checkout answers, the page is leaving for it.
  const busy = buying.isPending || buying.isSuccess;
  const count = Number(seats);
  const valid = Number.isInteger(count) && count >= 1 && count <= 1000;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        size="small"
        type="number"
        label="Extra seats"
        value={seats}
        onChange={(e) => setSeats(e.target.value)}
        error={!valid}
        helperText={valid ? 'Prorated for the rest of this period' : 'From 1 to 1000'}
        slotProps={{ htmlInput: { min: 1, max: 1000 } }}
      />
      <Button variant="outlined" onClick={() => buying.mutate(count)} disabled={!valid || busy}>
        Buy seats
      </Button>
    </Stack>
  );
}
