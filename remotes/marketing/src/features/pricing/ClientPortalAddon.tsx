import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { CLIENT_PORTAL_SEAT, type BillingCycle } from './plans';
import Skeleton from '@mui/material/Skeleton';
import type { Plan as ServerPlan } from '@iprism/shared/contracts/commerce';
import { formatUsd } from './price';
import { cardPrice } from './server-prices';

export function ClientPortalAddon({ cycle, serverPlan }: { cycle: BillingCycle; serverPlan?: ServerPlan }) {
  const price = serverPlan ? cardPrice(serverPlan, cycle) : null;
  return (
    <Paper variant="outlined" sx={{ mt: 3, p: { xs: 2.5, md: 3 }, display: 'flex', gap: 3, alignItems: { md: 'center' }, flexDirection: { xs: 'column', md: 'row' } }} data-testid={`plan-${CLIENT_PORTAL_SEAT.licenseType}`}>
      <VisibilityIcon color="primary" sx={{ fontSize: 36 }} aria-hidden />
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h3">
          Add-on: {CLIENT_PORTAL_SEAT.name}
        </Typography>
        <Typography color="text.secondary">{CLIENT_PORTAL_SEAT.text}</Typography>
      </Box>
      <Box sx={{ textAlign: { md: 'right' }, minWidth: 180 }}>
        {price ? (
          <Typography component="p" sx={{ fontSize: '1.8rem', fontWeight: 800, lineHeight: 1 }}>
            {formatUsd(price.perSeatMonthlyUsd)}
          </Typography>
        ) : (
          <Skeleton variant="text" height={40} aria-label="Loading the price" />
        )}
        <Typography variant="body2" color="text.secondary">
          per client seat per month
        </Typography>
      </Box>
    </Paper>
  );
}
