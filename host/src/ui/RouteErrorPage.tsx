import { isRouteErrorResponse, useRouteError } from '@iprism/shared/router';
import { logger } from '@iprism/shared/logger';
import { ErrorScreen } from './error-screens';
import type { AppErrorInfo } from './error-page-content';

function toAppError(error: unknown): AppErrorInfo {
  if (isRouteErrorResponse(error)) return { statusCode: error.status, message: error.statusText, fatal: true };
  if (error && typeof error === 'object' && 'statusCode' in error) {
    const e = error as { statusCode: number; message?: string };
    return { statusCode: e.statusCode, message: e.message ?? '', fatal: true };
  }
  return { statusCode: 500, message: error instanceof Error ? error.message : String(error), fatal: true };
}

/** Any fatal or unhandled error in a route ends on the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  logger.error('router', 'Unhandled route error', { message: error instanceof Error ? error.message : String(error) });
  return <ErrorScreen error={toAppError(error)} />;
}
