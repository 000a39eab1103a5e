import { Link as RouterLink, useNavigate, useSearchParams } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useIdentity } from '../identity';
import { ACTION_TARGETS, unauthorizedContent, type UnauthorizedAction } from './unauthorized-content';

const LABELS: Readonly<Record<UnauthorizedAction, string>> = {
  'sign-out': 'Sign out',
  'switch-account': 'Switch account',
  'sign-in': 'Sign in',
  'complete-organization': 'Complete organization setup',
  'see-plans': 'See plans',
  dashboard: 'Go to dashboard',
  'contact-support': 'Contact support',
};

/** /unauthorized?reason=…&message=…: why access was refused and what the user can do about it. */
export function UnauthorizedPage() {
  const [query] = useSearchParams();
  const identity = useIdentity();
  const navigate = useNavigate();
  const content = unauthorizedContent(query, identity.signedIn);

  const signOut = async (then: string) => {
    await identity.signOut();
    navigate(then, { replace: true });
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }} data-testid="unauthorized" data-reason={content.reason}>
      <Stack spacing={3} alignItems="flex-start">
        <LockOutlinedIcon color="warning" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {content.title}
        </Typography>
        <Alert severity="warning" sx={{ width: '100%' }} data-testid="unauthorized-message">
          {content.message}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap flexWrap="wrap" sx={{ width: '100%' }}>
          {content.actions.map((action, index) => {
            const variant = index === 0 ? 'contained' : 'outlined';
            if (action === 'sign-out') {
              return (
                <Button key={action} variant={variant} onClick={() => void signOut('/')}>
                  {LABELS[action]}
                </Button>
              );
            }
            if (action === 'switch-account') {
              return (
                <Button key={action} variant={variant} onClick={() => void signOut('/sign-in')}>
                  {LABELS[action]}
                </Button>
              );
            }
            return (
              <Button key={action} variant={variant} component={RouterLink} to={ACTION_TARGETS[action]}>
                {LABELS[action]}
              </Button>
            );
          })}
        </Stack>
      </Stack>
    </Container>
  );
}
