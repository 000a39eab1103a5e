import { lazy, Suspense, useEffect, useState } from 'react';
import { whenRequestsQuiet } from '@iprism/shared/api/requests-in-flight';
import { useIdentity } from '../auth/identity';
import { preloadRoute } from '../platform/preload-routes';

const SignedInServices = lazy(() => import('./SignedInServices').then((m) => ({ default: m.SignedInServices })));

/** How long the page's own calls and scripts must have been quiet before the services load, and the longest wait. */
const SERVICES_QUIET_MS = 400;
const SERVICES_MAX_WAIT_MS = 3_000;

/**
 * Loads and mounts the signed-in services once someone is signed in, and keeps them mounted after a
 * sign-out (they clean up after it): a visit that stays signed out never loads them. They wait for the
 * page the user came for (its module, then a moment without calls or script loads): the live connection,
 * the notifications list and the heartbeat are not what a first look needs, and a page shows sooner
 * without them in its way.
 */
export function SignedInServicesHost() {
  const { loaded, signedIn } = useIdentity();
  const [needed, setNeeded] = useState(false);
  const [pageIn, setPageIn] = useState(false);
  const [signedOutBefore, setSignedOutBefore] = useState(false);
  if (loaded && signedIn && !needed) setNeeded(true);
  if (loaded && !signedIn && !needed && !signedOutBefore) setSignedOutBefore(true);

  useEffect(() => {
    if (!needed || pageIn) return;
    const controller = new AbortController();
    void preloadRoute(window.location.pathname)
      .then(() => whenRequestsQuiet({ quietMs: SERVICES_QUIET_MS, maxWaitMs: SERVICES_MAX_WAIT_MS, signal: controller.signal }))
      .then(() => {
        if (!controller.signal.aborted) setPageIn(true);
      });
    return () => controller.abort();
  }, [needed, pageIn]);

  if (!needed || !pageIn) return null;
  return (
    <Suspense fallback={null}>
      <SignedInServices signedOutBefore={signedOutBefore} />
    </Suspense>
  );
}
