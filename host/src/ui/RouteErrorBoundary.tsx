import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from '@iprism/shared/router';
import { logger } from '@iprism/shared/logger';
import { ErrorScreen } from './error-screens';
import type { AppErrorInfo } from './error-page-content';

function toAppError(error: unknown): AppErrorInfo {
  if (error && typeof error === 'object' && 'statusCode' in error) {
    const e = error as { statusCode: number; message?: string };
    return { statusCode: e.statusCode, message: e.message ?? '', fatal: true };
  }
  return { statusCode: 500, message: error instanceof Error ? error.message : String(error), fatal: true };
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  pathname: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  // Another page gets its own chance to render, as the router's error element would give it.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname !== state.pathname ? { error: null, pathname: props.pathname } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logger.error('router', 'Unhandled route error', { message: error instanceof Error ? error.message : String(error), stack: info.componentStack });
  }

  override render() {
    return this.state.error ? <ErrorScreen error={toAppError(this.state.error)} /> : this.props.children;
  }
}

/** Any fatal or unhandled error while rendering a route ends on the error page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
