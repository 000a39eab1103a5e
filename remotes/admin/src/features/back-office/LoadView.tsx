import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';

/** What LoadView reads of a query, paged (infinite) or not. */
type Loadable<T> = Pick<UseQueryResult<T>, 'status' | 'data' | 'error' | 'isFetching' | 'isLoadingError' | 'isRefetchError' | 'refetch'>;

/** A query's loading skeleton (also while a Retry runs), the error with a retry, or the content of a loaded section. */
export function LoadView<T>({ query, children, testId }: { query: Loadable<T>; children: (data: T) => ReactNode; testId: string }) {
  // A failed next page keeps the pages already shown: its caller says what went wrong.
  if (query.data !== undefined && !query.isLoadingError && !query.isRefetchError) return <>{children(query.data)}</>;
  if (query.status === 'error' && !query.isFetching) {
    return (
      <Alert severity="error" data-testid={`${testId}-error`} action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>Retry</Button>}>
        {apiErrorText(query.error)}
      </Alert>
    );
  }
  return <Skeleton variant="rectangular" height={120} data-testid={`${testId}-loading`} />;
}
