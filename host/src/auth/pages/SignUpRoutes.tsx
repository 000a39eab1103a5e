import { Route, Routes } from '@iprism/shared/router';
import { useIdentity } from '../identity';
import { ClerkSignUp } from './ClerkPages';
import { SignUpPage } from './SignUpPage';
import { VerifyEmailPage } from './VerifyEmailPage';

/** /sign-up/* (a splat in the route table): the form and the e-mail verification link, or Clerk's flow. */
export function SignUpRoutes() {
  const identity = useIdentity();
  if (identity.provider === 'clerk') return <ClerkSignUp />;
  return (
    <Routes>
      <Route index element={<SignUpPage />} />
      <Route path="verify" element={<VerifyEmailPage />} />
      <Route path="*" element={<SignUpPage />} />
    </Routes>
  );
}
