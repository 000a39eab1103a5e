import { lazy, Suspense, useState } from 'react';
import { useIdentity } from '../auth/identity';

const SignedInServices = lazy(() => import('./SignedInServices').then((m) => ({ default: m.SignedInServices })));

/**
 * Loads and mounts the signed-in services once someone is signed in, and keeps them mounted after a
 * sign-out (they clean up after it): a visit that stays signed out never loads them.
 */
export function SignedInServicesHost() {
  const { loaded, signedIn } = useIdentity();
  const [needed, setNeeded] = useState(false);
  const [signedOutBefore, setSignedOutBefore] = useState(false);
  if (loaded && signedIn && !needed) setNeeded(true);
  if (loaded && !signedIn && !needed && !signedOutBefore) setSignedOutBefore(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SignedInServices signedOutBefore={signedOutBefore} />
    </Suspense>
  );
}
