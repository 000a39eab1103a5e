import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from '@iprism/shared/router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountQueries } from '@iprism/shared/api/account-queries';
import { hasAdminAccess, hasPilotAccess, hasToolboxAccess } from '@iprism/shared/contracts/access';
import type { LicenseInfo } from '@iprism/shared/contracts/identity';
import { Spinner } from '@iprism/shared/ui';
import { FormAlert } from '../common/FormAlert';
import { OnboardingSteps } from './OnboardingSteps';

export interface DashboardLink {
  label: string;
  to: string;
}

/** The dashboards a licence opens (the same predicates as guards 4–6); the plans page when none. */
export function dashboardLinksFor(license: LicenseInfo | null): DashboardLink[] {
  const links: DashboardLink[] = [];
  if (hasPilotAccess(license)) links.push({ label: 'Patent dashboard', to: '/dashboard/patent' }, { label: 'Scout', to: '/dashboard/scout' });
  if (hasToolboxAccess(license)) links.push({ label: 'Toolbox', to: '/dashboard/toolbox' });
  if (hasAdminAccess(license)) links.push({ label: 'Admin area', to: '/admin' });
  return links;
}

/** /onboarding/complete: where the user can go now. */
export function OnboardingCompletePage() {
  const [params] = useSearchParams();
  const waiting = params.get('waiting') === 'true';
  const registration = params.get('registration');
  // Undefined while it loads; null for no licence.
  const { data: license } = useQuery(accountQueries.licenseInfo());

  const links = license === undefined ? [] : dashboardLinksFor(license);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <OnboardingSteps active={3} />
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {registration ? 'Your registration is with us' : waiting ? 'You are on the list' : 'You are all set'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {registration
          ? `${registration === 'verified' ? 'Your USPTO registration matches the practitioner roster. ' : 'We could not match your registration number and name on the USPTO roster, so we will check it by hand. '}We will e-mail you as soon as your firm's licence is approved.`
          : waiting
            ? 'We will let you in as soon as your organization invites you. Look out for the invitation email.'
            : 'Your account is ready. Pick where to start.'}
      </Typography>
      {license === undefined ? (
        <Spinner label="Checking your subscription" />
      ) : links.length > 0 ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap flexWrap="wrap" data-testid="onboarding-dashboards">
          {links.map((link, index) => (
            <Button key={link.to} component={RouterLink} to={link.to} variant={index === 0 ? 'contained' : 'outlined'}>
              {link.label}
            </Button>
          ))}
        </Stack>
      ) : (
        <>
          {!registration && <FormAlert severity="info">Your account has no active subscription yet. Choose a plan, or ask your organization administrator for a licence.</FormAlert>}
          <Stack direction="row" spacing={1.5}>
            <Button component={RouterLink} to="/pricing" variant="contained">
              See plans
            </Button>
            <Button component={RouterLink} to="/dashboard" variant="outlined">
              Go to dashboard
            </Button>
          </Stack>
        </>
      )}
    </Container>
  );
}
