import { Link as RouterLink } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@iprism/shared/api/account-queries';
import { applicationQueries } from '@iprism/shared/api/applications-queries';
import { supportQueries } from '@iprism/shared/api/workspace-queries';
import { openAreas } from '@iprism/shared/contracts/areas';
import type { ApplicationPage } from '@iprism/shared/contracts/applications';
import type { LicenseInfoDetail } from '@iprism/shared/contracts/account';
import { ResourceView } from '../features/account/ResourceView';
import { useSessionSnapshot } from '../features/account/use-session-snapshot';
import { areaStatus } from '../features/home/area-status';

const totalOf = (page: ApplicationPage) => page.total;

/** The cards of the areas the licence opens; each area's figures are asked for only when it is open (a closed area's API would refuse). */
function AreaCards({ license }: { license: LicenseInfoDetail }) {
  const areas = openAreas(license);
  const patent = areas.some((a) => a.id === 'patent');
  const admin = areas.some((a) => a.id === 'admin');
  const queued = useQuery({ ...applicationQueries.page({ status: 'queued', pageSize: 1 }), select: totalOf, enabled: patent });
  const running = useQuery({ ...applicationQueries.page({ status: 'running', pageSize: 1 }), select: totalOf, enabled: patent });
  const tickets = useQuery({ ...supportQueries.admin('open'), select: (list) => list.length, enabled: admin });
  const inProgress = queued.data === undefined || running.data === undefined ? null : queued.data + running.data;
  const figures = { license, inProgress, openTickets: tickets.data ?? null };
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Your areas" data-testid="home-areas">
      {areas.map((area) => {
        const status = areaStatus(area.id, figures);
        return (
          <Grid key={area.id} size={{ xs: 12, sm: 6, md: 4 }} component="li" data-testid={`home-area-${area.id}`}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={area.path} sx={{ height: '100%', alignItems: 'flex-start' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {area.label}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {area.description}
                  </Typography>
                  {status && (
                    <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid={`home-status-${area.id}`}>
                      {status}
                    </Typography>
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}

/** /dashboard (no layout): the signed-in home, one card per area the licence opens, each with its figures. */
export default function DashboardHome() {
  const license = useQuery(accountQueries.license());
  const name = useSessionSnapshot().user?.fullName;
  return (
    <Container component="main" id="main-content" tabIndex={-1} maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, outline: 'none' }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h4" component="h1">
            Dashboard Home
          </Typography>
          <Typography color="text.secondary">{name ? `Welcome back, ${name}. ` : ''}Pick up where you left off in any area your licence opens.</Typography>
        </Box>
        <ResourceView resource={license} label="your areas" lines={4}>
          {(data) => (
            <Stack spacing={2}>
              {!data.hasValidLicense && (
                <Alert severity="info" data-testid="home-no-licence" action={<Button component={RouterLink} to="/pricing" color="inherit" size="small">See plans</Button>}>
                  You have no active licence yet: the patent dashboard, Scout and the Toolbox open with a plan.
                </Alert>
              )}
              <AreaCards license={data} />
            </Stack>
          )}
        </ResourceView>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={RouterLink} to="/dashboard/documentation">
            Documentation
          </Button>
          <Button component={RouterLink} to="/dashboard/patent/support?from=/dashboard">
            Contact support
          </Button>
          <Button component={RouterLink} to="/profile">
            Your profile
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
