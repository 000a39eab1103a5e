import { Route, Routes } from '@iprism/shared/router';
import { useIdentity } from '../identity';
import { ClerkSignIn } from './ClerkPages';
import { FactorTwoPage } from './FactorTwoPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignInPage, useRedirectTarget } from './SignInPage';

/** /sign-in/* (a splat in the route table): the sign-in steps, or Clerk's flow, which routes itself. */
export function SignInRoutes() {
  const identity = useIdentity();
  const target = useRedirectTarget();
  if (identity.provider === 'clerk') return <ClerkSignIn redirectUrl={target} />;
  return (
    <Routes>
      <Route index element={<SignInPage />} />
      <Route path="factor-two" element={<FactorTwoPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<SignInPage />} />
    </Routes>
  );
}
