import { Link as RouterLink } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import Skeleton from '@mui/material/Skeleton';
import type { Plan as ServerPlan } from '@iprism/shared/contracts/commerce';
import type { BillingCycle, Plan } from './plans';
import { formatUsd } from './price';
import { cardPrice, getStartedPath } from './server-prices';

/** One plan: its copy from the marketing catalogue, its price from the server's (`serverPlan`, a skeleton until it arrives). */
export function PlanCard({ plan, cycle, serverPlan }: { plan: Plan; cycle: BillingCycle; serverPlan?: ServerPlan }) {
  const price = serverPlan ? cardPrice(serverPlan, cycle) : null;
  const to = plan.cta.to === '/sign-up' && serverPlan ? getStartedPath(serverPlan.id, cycle) : plan.cta.to;
  return (
    <Paper
      variant="outlined"
      data-testid={`plan-${plan.licenseType}`}
      sx={{ p: 3, display: 'flex', flexDirection: 'column', height: '100%', position: 'relative', borderColor: plan.featured ? 'primary.main' : 'divider', borderWidth: plan.featured ? 2 : 1 }}
    >
      {plan.featured && <Chip label="Most chosen" color="primary" size="small" sx={{ position: 'absolute', top: -12, left: 20 }} />}
      <Typography variant="h6" component="h3">
        {plan.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ minHeight: { md: 40 } }}>
        {plan.audience}
      </Typography>
      <Box sx={{ my: 2.5 }}>
        {price ? (
          <>
            <Typography component="p" sx={{ fontSize: '2.4rem', fontWeight: 800, lineHeight: 1, fontVariantNumeric: 'tabular-nums' }} data-testid="plan-price">
              {formatUsd(price.perSeatMonthlyUsd)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              per seat per month
              <br />
              {price.perSeatYearlyUsd ? `billed ${formatUsd(price.perSeatYearlyUsd)} per seat yearly` : 'billed monthly'}
            </Typography>
          </>
        ) : (
          <Skeleton variant="rounded" height={78} aria-label="Loading the price" />
        )}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 1, flexGrow: 1 }}>
        {plan.highlights.map((h) => (
          <Box component="li" key={h} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckIcon fontSize="small" color="success" sx={{ mt: '2px' }} aria-hidden />
            <Typography variant="body2">{h}</Typography>
          </Box>
        ))}
      </Box>
      <Button component={RouterLink} to={to} variant={plan.featured ? 'contained' : 'outlined'} fullWidth aria-label={`${plan.cta.label}: ${plan.name}`}>
        {plan.cta.label}
      </Button>
    </Paper>
  );
}
