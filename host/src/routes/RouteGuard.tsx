import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { RouteMeta } from '@iprism/shared/contracts';
import { useAccessDecision } from '../auth/use-access-decision';
import { useMinimumDisplay } from '../platform/min-display';
import { PageLoading } from '../ui/PageLoading';

/** Runs the guard chain for the route: the page, a redirect, or the loading indicator (at least 200 ms). */
export function RouteGuard({ meta, children }: { meta: RouteMeta | undefined; children: ReactNode }) {
  const decision = useAccessDecision(meta);
  const waiting = useMinimumDisplay(decision.type === 'wait');
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (waiting) return <PageLoading />;
  return <>{children}</>;
}
