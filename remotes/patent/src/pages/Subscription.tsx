import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from '@iprism/shared/router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { commerceQueries } from '@iprism/shared/api/commerce-queries';
import type { BillingPeriod } from '@iprism/shared/contracts/commerce';
import { toast } from '@iprism/shared/shell';
import { ResourceView } from '../features/account/ResourceView';
import { SectionCard } from '../features/account/SectionCard';
import { CreditsSection } from '../features/commerce/CreditsSection';
import { InvoicesSection } from '../features/commerce/InvoicesSection';
import { checkoutResultMessage } from '../features/commerce/payment-feedback';
import { PlanChooser } from '../features/commerce/PlanChooser';
import { SubscriptionSection } from '../features/commerce/SubscriptionSection';

/**
 * /dashboard/subscription: the plan (seats, renewal, cancel/resume), invoices with their PDFs, the credit
 * balance with its history and packs to buy. Without a subscription it offers the plans; `?plan=`,
 * `&billing=` and `&seats=` (from the pricing page's Get started) preselect one. Coming back from a
 * payment page (`?result=`) shows the outcome once.
 */
export default function Subscription() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const subscription = useQuery(commerceQueries.subscription());
  const result = params.get('result');
  // A change or a payment moves the subscription, its invoices and the credits alike.
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: commerceQueries.all }), [queryClient]);
  useEffect(() => {
    const outcome = checkoutResultMessage(result);
    if (!outcome) return;
    toast[outcome.level](outcome.message);
    refresh();
    setParams(
      (p) => {
        p.delete('result');
        p.delete('checkout');
        return p;
      },
      { replace: true },
    );
  }, [result, setParams, refresh]);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography variant="h4" component="h2">
        Subscription
      </Typography>
      <ResourceView resource={subscription} label="your subscription">
        {(view) => (
          <Stack spacing={3}>
            {view.subscription ? (
              <SubscriptionSection subscription={view.subscription} />
            ) : (
              <ChoosePlan initialPlanId={params.get('plan')} initialBilling={params.get('billing') === 'annual' ? 'annual' : 'monthly'} initialSeats={Number(params.get('seats') ?? 1) || 1} />
            )}
            <CreditsSection />
            <InvoicesSection invoices={view.invoices} />
          </Stack>
        )}
      </ResourceView>
    </Stack>
  );
}

function ChoosePlan({ initialPlanId, initialBilling, initialSeats }: { initialPlanId: string | null; initialBilling: BillingPeriod; initialSeats: number }) {
  const plans = useQuery(commerceQueries.plans());
  return (
    <SectionCard title="Choose a plan" description="You have no subscription yet. Pick a plan, seats and billing; the price comes from our server." testId="choose-plan">
      <ResourceView resource={plans} label="the plans">
        {(list) => <PlanChooser plans={list} current={null} initialPlanId={initialPlanId} initialBilling={initialBilling} initialSeats={initialSeats} />}
      </ResourceView>
    </SectionCard>
  );
}
