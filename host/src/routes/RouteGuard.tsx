import type { ReactNode } from 'react';
import { Navigate } from '@iprism/shared/router';
import type { RouteMeta } from '@iprism/shared/contracts/routes';
import { useAccessDecision } from '../auth/use-access-decision';
import { useDelayedIndicator } from '../platform/min-display';
import { PageLoading } from '../ui/PageLoading';

/**
 * Runs the guard chain for the route: the page, a redirect, or while the check runs, nothing for a
 * quick check (usually the licence refresh between dashboard sections) and the loading indicator,
 * for at least 200 ms, for a slow one.
 */
export function RouteGuard({ meta, children }: { meta: RouteMeta | undefined; children: ReactNode }) {
  const decision = useAccessDecision(meta);
  const { waiting, indicator } = useDelayedIndicator(decision.type === 'wait');
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (indicator) return <PageLoading />;
  if (waiting) return null;
  return <>{children}</>;
}
