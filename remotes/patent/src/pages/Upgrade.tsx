import { Link as RouterLink } from '@iprism/shared/router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { commerceQueries } from '@iprism/shared/api/commerce-queries';
import type { Plan, SubscriptionView } from '@iprism/shared/contracts/commerce';
import { ResourceView } from '../features/account/ResourceView';
import { SectionCard } from '../features/account/SectionCard';
import { PlanChooser } from '../features/commerce/PlanChooser';

/**
 * /dashboard/patent/upgrade: the plans of the current plan's family side by side with the calculator,
 * the current plan marked; an upgrade is confirmed with its prorated amount before paying. Without a
 * subscription the same plans start one.
 */
export default function Upgrade() {
  const plans = useQuery(commerceQueries.plans());
  const subscription = useQuery(commerceQueries.subscription());
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography variant="h4" component="h2">
        Upgrade
      </Typography>
      <ResourceView resource={plans} label="the plans">
        {(list) => (
          <ResourceView resource={subscription} label="your subscription">
            {(view) => <UpgradePlans plans={list} view={view} />}
          </ResourceView>
        )}
      </ResourceView>
    </Stack>
  );
}

function UpgradePlans({ plans, view }: { plans: Plan[]; view: SubscriptionView }) {
  const sub = view.subscription;
  const family = plans.find((p) => p.id === sub?.planId)?.family ?? 'pilot';
  const shown = plans.filter((p) => p.family === family && p.licenseType !== 'PilotClientPortal');
  if (sub && !sub.canManage) {
    return (
      <SectionCard title="Plans" testId="upgrade-plans">
        <Typography>Your organisation's administrators choose its plan. Ask one of them to upgrade.</Typography>
      </SectionCard>
    );
  }
  return (
    <SectionCard
      title={sub ? 'Change your plan' : 'Choose a plan'}
      description={sub ? `You are on ${sub.planName}, ${sub.seats} seat${sub.seats === 1 ? '' : 's'}, billed ${sub.billing}.` : 'You have no subscription yet.'}
      testId="upgrade-plans"
      aside={
        <Button component={RouterLink} to="/dashboard/subscription" size="small">
          Subscription and credits
        </Button>
      }
    >
      <PlanChooser plans={shown} current={sub && sub.status !== 'ended' ? { planId: sub.planId, seats: sub.seats, billing: sub.billing } : null} />
    </SectionCard>
  );
}
