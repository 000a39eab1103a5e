import { Link as RouterLink } from '@iprism/shared/router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIdentity } from '../../identity';
import { OnboardingSteps } from './OnboardingSteps';

/** The first name, for the greeting; the e-mail's local part when there is no name. */
export function greetingName(fullName: string | null | undefined, email: string | null | undefined): string {
  const first = fullName?.trim().split(/\s+/)[0];
  if (first) return first;
  return email?.split('@')[0] ?? 'there';
}

/** /onboarding/welcome: greets the new user and starts the organisation step. */
export function OnboardingWelcomePage() {
  const { user } = useIdentity();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <OnboardingSteps active={0} />
      <Stack spacing={3}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
          Welcome to iPrism, {greetingName(user?.fullName, user?.primaryEmail)}
        </Typography>
        <Typography color="text.secondary">
          Your email address is verified. Next, connect your account to your organization so your team shares licences, reports and
          analytics. It takes a minute.
        </Typography>
        <Button variant="contained" size="large" component={RouterLink} to="/onboarding/organization" sx={{ alignSelf: 'flex-start' }}>
          Set up your organization
        </Button>
      </Stack>
    </Container>
  );
}
