import { lazy, Suspense, useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@iprism/shared/router';
import { isApiError, userMessage } from '@iprism/shared/api/api-error';
import { acceptTerms } from '@iprism/shared/api/company';
import { termsQueries } from '@iprism/shared/api/company-queries';
import { TERMS_DECLINED_MESSAGE, type PendingTerms } from '@iprism/shared/contracts/terms';
import { logger } from '@iprism/shared/logger';
import { toast } from '@iprism/shared/shell';
import { useIdentity } from '../auth/identity';
import { SIGNING_OUT_STATE } from '../auth/signing-out';
import { SIGN_IN_PATH } from '../layouts/nav/site';
import { shouldAskTerms } from './session-rules';
import type { Pending } from './TermsDialog';

// Loaded only when there is something to accept.
const TermsDialog = lazy(() => import('./TermsDialog').then((m) => ({ default: m.TermsDialog })));

/**
 * When a new terms version has taken effect, a signed-in user is asked once, in a dialog that cannot be
 * dismissed, to accept it before going on; declining signs them out with an explanation.
 */
export function TermsGate() {
  const identity = useIdentity();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sessionId = identity.loaded && identity.signedIn ? (identity.session?.sessionId ?? null) : null;
  const queryClient = useQueryClient();
  const { data, error: checkError } = useQuery({ ...termsQueries.pendingTerms(), enabled: sessionId !== null });
  const pending = sessionId ? (data?.pending ?? null) : null;
  const setPending = (answer: PendingTerms) => queryClient.setQueryData(termsQueries.pendingTerms().queryKey, answer);
  const acceptance = useMutation({
    mutationFn: (terms: Pending) => acceptTerms(terms.id),
    onSuccess: (answer, terms) => {
      setPending(answer);
      toast.success(`Thank you. You accepted the Terms of Service version ${terms.version}.`);
    },
  });

  useEffect(() => {
    if (checkError) logger.warn('session', 'Could not check for new terms', { message: checkError.message });
  }, [checkError]);

  if (!pending || !shouldAskTerms(Boolean(sessionId), pending.id, pathname)) return null;

  const busy = acceptance.isPending;
  const error = acceptance.error
    ? isApiError(acceptance.error)
      ? userMessage(acceptance.error)
      : 'Your acceptance could not be saved. Please try again.'
    : null;
  const decline = () => {
    setPending({ pending: null });
    void navigate(SIGN_IN_PATH, { flushSync: true, state: SIGNING_OUT_STATE });
    void identity.signOut().then(() => toast.info(TERMS_DECLINED_MESSAGE, { durationMs: 15_000 }));
  };

  return (
    <Suspense fallback={null}>
      <TermsDialog pending={pending} busy={busy} error={error} onAccept={() => acceptance.mutate(pending)} onDecline={decline} />
    </Suspense>
  );
}
