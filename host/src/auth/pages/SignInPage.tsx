import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useSearchParams } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useBuiltInAuth } from '../built-in/BuiltInIdentityProvider';
import { useIdentity } from '../identity';
import { safeRedirectPath } from '../redirect-url';
import { takeSignedOutNotice } from '../signed-out-notice';
import { isSigningOut } from '../signing-out';
import { AuthCard } from './common/AuthCard';
import { SignInForm } from './SignInForm';

/** Where to go after signing in: the same-origin redirect_url, else /dashboard. */
export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  return safeRedirectPath(params.get('redirect_url'), window.location.origin);
}

/** /sign-in with the built-in provider. */
export function SignInPage() {
  const identity = useIdentity();
  const signingOut = isSigningOut(useLocation().state);
  const actions = useBuiltInAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = useRedirectTarget();
  // Read once: why the server signed this tab out (an idle session), shown above the form.
  const [notice] = useState(takeSignedOutNotice);

  if (identity.signedIn && !signingOut) return <Navigate to={target} replace />;
  const signUpTo = params.get('redirect_url') ? `/sign-up?${new URLSearchParams({ redirect_url: params.get('redirect_url') ?? '' })}` : '/sign-up';

  const submit = async (email: string, password: string) => {
    if (!actions) return;
    const outcome = await actions.signIn(email, password);
    if (outcome.kind === 'second-factor') navigate('/sign-in/factor-two', { state: { attemptToken: outcome.attemptToken, redirectUrl: target } });
    else navigate(target, { replace: true });
  };

  const resend = async (email: string) => {
    try {
      await actions?.resendVerification(email);
    } finally {
      // 202 whatever the address (no enumeration): the same page either way.
      navigate(`/verification-sent?${new URLSearchParams({ email })}`);
    }
  };

  return (
    <AuthCard
      title="Sign in to iPrism"
      subtitle="Welcome back. Enter your details to continue."
      footer={
        <>
          New to iPrism?{' '}
          <Link component={RouterLink} to={signUpTo}>
            Create an account
          </Link>
        </>
      }
    >
      {notice && (
        <Alert severity="info" data-testid="signed-out-notice" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <SignInForm onSubmit={submit} onResendVerification={(email) => void resend(email)} />
    </AuthCard>
  );
}
